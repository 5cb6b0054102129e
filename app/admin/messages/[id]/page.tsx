import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import styles from '@/components/admin/admin.module.scss';
import { offerName, shownTime } from '@/lib/admin/format';
import { answerLink } from '@/lib/admin/answer';
import { requireOwner } from '@/lib/admin/session';
import { autonym, contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';
import { stores } from '@/lib/store';
import { isMessageState, MESSAGE_STATES } from '@/lib/store/types';

type Params = Promise<{ id: string }>;
type Search = Promise<{ done?: string; confirm?: string }>;

export default async function MessagePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Search;
}) {
  await requireOwner();
  const { t } = contentIn();
  const { id } = await params;
  if (!/^[1-9]\d{0,15}$/.test(id)) notFound();
  const message = await (await stores()).messages.message(Number(id));
  if (!message) notFound();
  const { done, confirm } = await searchParams;
  const action = `${routes.adminMessage(message.id)}/update`;
  return (
    <AdminFrame current="inbox" title={message.subject || t('admin.inbox.noSubject')}>
      <p>
        <Link href={routes.admin} prefetch={false}>
          {t('admin.message.back')}
        </Link>
      </p>
      {done === 'released' && <Notice>{t('admin.message.released')}</Notice>}
      {isMessageState(done) && (
        <Notice>{t('admin.message.updated', { state: t(`admin.states.${done}`) })}</Notice>
      )}
      <dl className={styles.facts}>
        <dt>{t('admin.inbox.from')}</dt>
        <dd>
          {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        </dd>
        <dt>{t('admin.inbox.received')}</dt>
        <dd>
          <time dateTime={message.receivedAt}>{shownTime(message.receivedAt)}</time>
        </dd>
        <dt>{t('admin.inbox.offer')}</dt>
        <dd>{offerName(message.offer)}</dd>
        {message.language && (
          <>
            <dt>{t('admin.inbox.language')}</dt>
            <dd lang={message.language}>{autonym(message.language)}</dd>
          </>
        )}
        <dt>{t('admin.inbox.state')}</dt>
        <dd>{t(`admin.states.${message.held ? 'held' : message.state}`)}</dd>
      </dl>
      <div className={styles.body} lang={message.language ?? undefined}>
        {message.message}
      </div>
      {message.held && <p className={styles.error}>{t('admin.message.held')}</p>}
      {confirm === 'delete' && (
        <form method="post" action={action} id="confirm" className={styles.confirm}>
          <p role="alert">{t('admin.message.confirmDelete')}</p>
          <button type="submit" name="do" value="delete" className={styles.danger}>
            {t('admin.message.deleteForGood')}
          </button>
          <Link href={routes.adminMessage(message.id)} prefetch={false}>
            {t('admin.message.cancel')}
          </Link>
        </form>
      )}
      <div className={styles.actions}>
        <a className={styles.primary} href={answerLink(message)}>
          {t('admin.message.answer')}
        </a>
        <form method="post" action={action} className={styles.markAs}>
          <span className={styles.legend}>{t('admin.message.markAs')}</span>
          {MESSAGE_STATES.filter((state) => state !== message.state).map((state) => (
            <button key={state} type="submit" name="do" value={state} className={styles.secondary}>
              {t(`admin.states.${state}`)}
            </button>
          ))}
        </form>
        <div className={styles.markAs}>
          {message.held && (
            <form method="post" action={action}>
              <button type="submit" name="do" value="release" className={styles.secondary}>
                {t('admin.message.release')}
              </button>
            </form>
          )}
          {/* Two steps, with or without scripts: nothing is deleted by one stray click. */}
          <Link
            href={`${routes.adminMessage(message.id)}?confirm=delete#confirm`}
            prefetch={false}
            className={styles.danger}
          >
            {t('admin.message.delete')}
          </Link>
        </div>
      </div>
    </AdminFrame>
  );
}
