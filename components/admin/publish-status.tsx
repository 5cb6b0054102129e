import { shownTime } from '@/lib/admin/format';
import type { PublishPage } from '@/lib/admin/publish';
import { contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './admin.module.scss';
import own from './publish-status.module.scss';

/** Seconds between the page's reloads while a publish builds: it needs no script. */
const FOLLOW_S = 3;

/** What a publish is doing or did, the build's last lines, the repository's side, the button. */
export function PublishStatus({ page }: { page: PublishPage }) {
  const { t } = contentIn();
  if (!page.needed) return <p className={own.state}>{t('admin.publish.notNeeded')}</p>;
  const building = page.state === 'building';
  return (
    <>
      {building && <meta httpEquiv="refresh" content={String(FOLLOW_S)} />}
      <p className={styles.hint}>{t('admin.publish.intro')}</p>
      {page.instances && (
        <p role="note" className={styles.error}>
          {t('admin.publish.instances')}
        </p>
      )}

      <section className={styles.report} aria-labelledby="publish-state">
        <h2 id="publish-state">{t('admin.publish.state')}</h2>
        <p className={own.state} data-state={page.state} role="status">
          {page.state === 'idle' && t('admin.publish.idle')}
          {page.state === 'building' &&
            t('admin.publish.building', {
              step: t(`admin.publish.steps.${page.step ?? 'requested'}`),
            })}
          {page.state === 'live' &&
            t('admin.publish.live', {
              build: page.buildId ?? '',
              time: shownTime(page.finishedAt ?? page.startedAt),
            })}
          {page.state === 'failed' && t('admin.publish.failed', { reason: page.reason ?? '' })}
        </p>
        {page.state !== 'idle' && (
          <p className={styles.meta}>
            {t('admin.publish.started', { time: shownTime(page.startedAt) })}
            {page.finishedAt &&
              ` · ${t('admin.publish.finished', { time: shownTime(page.finishedAt) })}`}
          </p>
        )}
        {page.untaken && <p className={styles.error}>{t('admin.publish.untaken')}</p>}
        {building ? (
          <p className={styles.hint}>{t('admin.publish.busy')}</p>
        ) : (
          <form method="post" action={routes.adminPublish}>
            <button type="submit" className={styles.primary}>
              {page.state === 'failed' ? t('admin.publish.again') : t('admin.publish.button')}
            </button>
          </form>
        )}
      </section>

      {page.log.length > 0 && (page.state === 'building' || page.state === 'failed') && (
        <section className={styles.report} aria-labelledby="publish-log">
          <h2 id="publish-log">{t('admin.publish.log')}</h2>
          {/* Focusable, so that a keyboard can scroll its long lines. */}
          <pre className={own.log} tabIndex={0} aria-labelledby="publish-log">
            {page.log.join('\n')}
          </pre>
        </section>
      )}

      {page.state !== 'idle' && page.state !== 'building' && (
        <section className={styles.report} aria-labelledby="publish-git">
          <h2 id="publish-git">{t('admin.publish.git')}</h2>
          {!page.git ? (
            <p>{t('admin.publish.noRepository')}</p>
          ) : (
            <>
              <p>
                {page.git.commit
                  ? t('admin.publish.committed', {
                      commit: page.git.commit,
                      files: (page.git.files ?? []).join(', '),
                    })
                  : t('admin.publish.nothingToCommit')}
              </p>
              {page.git.pushed && <p>{t('admin.publish.pushed')}</p>}
              {page.git.pushed === false && (
                <>
                  <p>{t('admin.publish.unpulled', { count: page.git.unpulled ?? 0 })}</p>
                  <pre className={own.command} tabIndex={0}>
                    <code>{page.git.pullCommand}</code>
                  </pre>
                </>
              )}
              {page.git.problem && <p className={styles.meta}>{page.git.problem}</p>}
            </>
          )}
        </section>
      )}
    </>
  );
}
