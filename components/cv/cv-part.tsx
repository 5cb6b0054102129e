import type { ReactNode } from 'react';
import styles from './cv-document.module.scss';

/** One titled part of the CV: profile, experience, skills, … */
export function CvPart({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`cv-${id}`} className={styles.part}>
      <h2 id={`cv-${id}`} className={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
