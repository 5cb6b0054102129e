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
  /** The centred column of a page read down one (_design.scss's `column`), its heading on its edge. */
  column?: 'text' | 'wide';
};

export function PageHero({ eyebrow, title, lead, children, titleId, fill, column }: Props) {
  return (
    <div className={`${styles.hero} ${fill ? styles.fill : ''}`}>
      <div className={`${styles.inner} ${column ? styles[column] : ''}`}>
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
