import type { SearchEntry } from '@/lib/search/match';
import styles from './result-meta.module.scss';

/** A result's second line: its category, date or price, and "In English" where untranslated. */
export function ResultMeta({
  entry,
  untranslated,
  as: Line = 'span',
}: {
  entry: SearchEntry;
  untranslated: string;
  as?: 'span' | 'p';
}) {
  if (!entry.meta && !entry.lang) return null;
  return (
    <Line className={styles.meta}>
      {entry.meta}
      {entry.lang && <span className={styles.badge}>{untranslated}</span>}
    </Line>
  );
}
