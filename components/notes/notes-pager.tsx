import type { Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './notes-pager.module.scss';

/** Plain links to prerendered pages (`?page=N`): they work before, and without, any script. */
export function NotesPager({ local, page, total }: { local: Local; page: number; total: number }) {
  if (total < 2) return null;
  const { t, path } = local;
  return (
    <nav className={styles.pager} aria-label={t('notes.pager')}>
      {page > 1 ? (
        <a href={path(routes.notesPage(page - 1))} rel="prev" className={styles.link}>
          <span aria-hidden="true" data-flip>
            ←
          </span>{' '}
          {t('notes.newer')}
        </a>
      ) : (
        <span />
      )}
      <p className={styles.status}>{t('notes.pageStatus', { page, total })}</p>
      {page < total ? (
        <a href={path(routes.notesPage(page + 1))} rel="next" className={styles.link}>
          {t('notes.older')}{' '}
          <span aria-hidden="true" data-flip>
            →
          </span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
