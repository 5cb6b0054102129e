import type { Marked } from '@/lib/search/match';
import styles from './marked-text.module.scss';

export function MarkedText({ parts }: { parts: Marked }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
