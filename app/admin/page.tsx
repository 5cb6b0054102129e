import Link from 'next/link';
import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import styles from '@/components/admin/admin.module.scss';
import { offerName, shownTime } from '@/lib/admin/format';
import { requireOwner } from '@/lib/admin/session';
import { autonym, contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';
import { stores } from '@/lib/store';
import { isMessageState, MESSAGE_STATES, type InboxFilter } from '@/lib/store/types';

const PAGE_SIZE = 50;

type Search = Promise<{ state?: string; offer?: string; page?: string; done?: string }>;

/** The inbox: newest first, filtered by state and offer, by pages of fifty. */
export default async function InboxPage({ searchParams }: { searchParams: Search }) {
  await requireOwner();
  const { t, offers } = contentIn();
  const search = await searchParams;
  const state = search.state === 'held' || isMessageState(search.state) ? search.state : null;
  const offer =
    search.offer === 'none' ? '' : offers.some((o) => o.id === search.offer) ? search.offer! : null;
  const page = Math.max(1, Math.min(Number.parseInt(search.page ?? '1', 10) || 1, 10_000));
  const filter: InboxFilter = { state, offer, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const { messages, total } = await (await stores()).messages.inbox(filter);
  const pageLink = (to: number) => {
    const query = new URLSearchParams();
    if (search.state && state) query.set('state', state);
    if (offer !== null) query.set('offer', offer || 'none');
    if (to > 1) query.set('page', String(to));
    return `${routes.admin}${query.size ? `?${query}` : ''}`;
  };

  return (
    <AdminFrame current="inbox" title={t('admin.inbox.title')}>
      {search.done === 'deleted' && <Notice>{t('admin.message.deleted')}</Notice>}
      <form method="get" action={routes.admin} className={styles.filters}>
        <fieldset>
          <legend className={styles.legend}>{t('admin.inbox.filters')}</legend>
          <label>
            {t('admin.inbox.state')}
            <select name="state" defaultValue={state ?? ''}>
              <option value="">{t('admin.inbox.all')}</option>
              {[...MESSAGE_STATES, 'held' as const].map((value) => (
                <option key={value} value={value}>
                  {t(`admin.states.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('admin.inbox.offer')}
            <select name="offer" defaultValue={offer === '' ? 'none' : (offer ?? '')}>
              <option value="">{t('admin.inbox.all')}</option>
              {offers.map(({ id, name }) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
              <option value="none">{t('admin.inbox.noOffer')}</option>
            </select>
          </label>
          <button type="submit" className={styles.secondary}>
            {t('admin.inbox.apply')}
          </button>
        </fieldset>
      </form>
      <p className={styles.count}>{t('admin.inbox.count', { count: total })}</p>
      {messages.length === 0 ? (
        <p className={styles.empty}>{t('admin.inbox.empty')}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => {
            const shownState = message.held ? 'held' : message.state;
            return (
              <li key={message.id} className={styles.message} data-state={shownState}>
                <Link
                  href={routes.adminMessage(message.id)}
                  prefetch={false}
                  className={styles.messageLink}
                >
                  <span className={styles.sender}>{message.name}</span>
                  <span className={styles.subject}>
                    {message.subject || t('admin.inbox.noSubject')}
                  </span>
                </Link>
                <span className={styles.meta}>
                  <span className={styles.state}>{t(`admin.states.${shownState}`)}</span>
                  <span>{offerName(message.offer)}</span>
                  {message.language && (
                    <span lang={message.language}>{autonym(message.language)}</span>
                  )}
                  <time dateTime={message.receivedAt}>{shownTime(message.receivedAt)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {(page > 1 || page * PAGE_SIZE < total) && (
        <nav className={styles.pager} aria-label={t('admin.inbox.title')}>
          {page > 1 && (
            <Link href={pageLink(page - 1)} prefetch={false}>
              {t('admin.inbox.newer')}
            </Link>
          )}
          {page * PAGE_SIZE < total && (
            <Link href={pageLink(page + 1)} prefetch={false}>
              {t('admin.inbox.older')}
            </Link>
          )}
        </nav>
      )}
    </AdminFrame>
  );
}
