import type { ReactNode } from 'react';
import styles from './page-hero.module.scss';

type Props = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  titleId?: string;
  /** For pages with nothing below the band. */
  fill?: boolean;
};

export function PageHero({ eyebrow, title, lead, children, titleId, fill }: Props) {
  return (
    <div className={`${styles.hero} ${fill ? styles.fill : ''}`}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title} id={titleId}>
          {title}
        </h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </div>
  );
}
