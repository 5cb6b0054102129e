import type { ReactNode } from 'react';
import styles from './section-heading.module.scss';

type Props = {
  eyebrow: string;
  title: ReactNode;
  id?: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
};

export function SectionHeading({ eyebrow, title, id, children, tone = 'light' }: Props) {
  return (
    <div className={styles.heading} data-tone={tone}>
      <div>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      </div>
      {children && <div className={styles.aside}>{children}</div>}
    </div>
  );
}
