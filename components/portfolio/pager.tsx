'use client';

import styles from './pager.module.scss';
import type { PagerLabels } from '@/lib/i18n/label-types';

type Props = {
  page: number;
  total: number;
  onChange: (page: number) => void;
  labels: PagerLabels;
};

export function Pager({ page, total, onChange, labels }: Props) {
  return (
    <nav className={styles.pager} aria-label={labels.nav}>
      <button
        type="button"
        className={styles.button}
        disabled={page <= 1}
        onClick={() => onChange(Math.max(1, page - 1))}
      >
        <span aria-hidden="true" data-flip>
          ←
        </span>{' '}
        {labels.previous}
      </button>
      <p className={styles.status} aria-live="polite">
        <span className="sr-only">{labels.page} </span>
        {page} / {total}
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={page >= total}
        onClick={() => onChange(Math.min(total, page + 1))}
      >
        {labels.next}{' '}
        <span aria-hidden="true" data-flip>
          →
        </span>
      </button>
    </nav>
  );
}
