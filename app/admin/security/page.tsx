import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import styles from '@/components/admin/admin.module.scss';
import { PasskeyButton } from '@/components/admin/passkey-button';
import { shownTime } from '@/lib/admin/format';
import { requireOwner } from '@/lib/admin/session';
import { contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';
import { stores } from '@/lib/store';

type Search = Promise<{ welcome?: string; added?: string; removed?: string }>;

/** Passkeys, open sessions and the latest sign-ins. */
export default async function SecurityPage({ searchParams }: { searchParams: Search }) {
  await requireOwner();
  const { t } = contentIn();
  const search = await searchParams;
  const { admin } = await stores();
  const [passkeys, sessions, attempts] = await Promise.all([
    admin.passkeys(),
    admin.countSessions(),
    admin.recentAttempts(20),
  ]);
  return (
    <AdminFrame current="security" title={t('admin.security.title')}>
      {search.welcome && <Notice>{t('admin.security.welcome')}</Notice>}
      {search.added && <Notice>{t('admin.security.added')}</Notice>}
      {search.removed && <Notice>{t('admin.security.removed')}</Notice>}

      <section className={styles.report} aria-labelledby="passkeys">
        <h2 id="passkeys">{t('admin.security.passkeys')}</h2>
        {passkeys.length === 0 ? (
          <p className={styles.empty}>{t('admin.security.noPasskeys')}</p>
        ) : (
          <ul className={styles.passkeys}>
            {passkeys.map((passkey, index) => (
              <li key={passkey.id}>
                <span>
                  {t('admin.security.passkey')} {index + 1}
                </span>
                <span className={styles.meta}>
                  {t('admin.security.created', { time: shownTime(passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt
                    ? t('admin.security.lastUsed', { time: shownTime(passkey.lastUsedAt) })
                    : t('admin.security.never')}
                </span>
                <form method="post" action={`${routes.admin}/passkeys/remove`}>
                  <input type="hidden" name="id" value={passkey.id} />
                  <button type="submit" className={styles.danger}>
                    {t('admin.security.remove')}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <PasskeyButton
          purpose="register"
          label={t('admin.security.add')}
          refused={t('admin.security.addRefused')}
          needsScript={t('admin.signIn.needsScript')}
        />
      </section>

      <section className={styles.report} aria-labelledby="sessions">
        <h2 id="sessions">{t('admin.security.sessions')}</h2>
        <p>{t('admin.security.sessionsOpen', { count: sessions })}</p>
        <form method="post" action={`${routes.admin}/sign-out`}>
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className={styles.secondary}>
            {t('admin.security.signOutEverywhere')}
          </button>
        </form>
      </section>

      <section className={styles.report} aria-labelledby="attempts">
        <h2 id="attempts">{t('admin.security.attempts')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.security.when')}</th>
              <th scope="col">{t('admin.security.method')}</th>
              <th scope="col">{t('admin.security.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt, index) => (
              <tr key={index}>
                <td>{shownTime(attempt.at)}</td>
                <td>{t(`admin.security.${attempt.method}`)}</td>
                <td>{t(`admin.security.${attempt.ok ? 'ok' : 'refused'}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </AdminFrame>
  );
}
