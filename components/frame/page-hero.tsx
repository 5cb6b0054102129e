import type { ReactNode } from 'react';
import styles from './page-hero.module.scss';

type Props = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** The heading's id, for sections that label themselves with it. */
  titleId?: string;
  /** Grow to fill the window's height (pages with nothing below the band). */
  fill?: boolean;
};

/** The dark band every page opens with; the header floats over it until the page scrolls. */
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
