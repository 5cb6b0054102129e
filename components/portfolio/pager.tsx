'use client';

import styles from './pager.module.scss';

type Props = { page: number; total: number; onChange: (page: number) => void };

/** Previous / "n / total" / Next, moving one page at a time within [1, total]. */
export function Pager({ page, total, onChange }: Props) {
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <button
        type="button"
        className={styles.button}
        disabled={page <= 1}
        onClick={() => onChange(Math.max(1, page - 1))}
      >
        <span aria-hidden="true">←</span> Previous
      </button>
      <p className={styles.status} aria-live="polite">
        <span className="sr-only">Page </span>
        {page} / {total}
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={page >= total}
        onClick={() => onChange(Math.min(total, page + 1))}
      >
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
