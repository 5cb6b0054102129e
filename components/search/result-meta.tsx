import type { SearchEntry } from '@/lib/search/match';
import styles from './result-meta.module.scss';

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
