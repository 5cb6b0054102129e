'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './disclosure.module.scss';

type Props = {
  children: ReactNode;
  labels: { more: string; less: string };
  className?: string;
};

/** Content collapsed behind a toggle whose text says what it will do next. */
export function Disclosure({ children, labels, className }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={className}>
      <div id={id} hidden={!open}>
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? labels.less : labels.more}
      </button>
    </div>
  );
}
