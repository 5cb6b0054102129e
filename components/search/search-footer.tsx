import { SEARCH_SLOTS } from '@/lib/i18n/labels';
import type { SearchLabels } from '@/lib/i18n/label-types';
import { fill } from './dialog-labels';
import styles from './search-dialog.module.scss';

/** "All results" on the search page, once something is typed; the keys, for a keyboard. */
export function SearchFooter({
  labels,
  query,
  page,
}: {
  labels: SearchLabels;
  query: string;
  page: string;
}) {
  return (
    <div className={styles.footer}>
      {query ? (
        <a href={`${page}?q=${encodeURIComponent(query)}`} className={styles.all}>
          {fill(labels.all, SEARCH_SLOTS.query, query)}
        </a>
      ) : (
        <span />
      )}
      <p className={styles.keys} aria-hidden="true">
        <kbd>↑</kbd>
        <kbd>↓</kbd> {labels.move} <kbd>↵</kbd> {labels.open}
      </p>
    </div>
  );
}
