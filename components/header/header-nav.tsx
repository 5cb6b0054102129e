'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { MenuSectionKey } from '@/lib/constants';
import { scrollToSection } from '@/lib/scroll';
import { SectionMenu } from './section-menu';
import styles from './site-header.module.scss';
import type { HeaderNavLabels } from '@/lib/i18n/label-types';

/** `builtAs`: the default language's pages are built at /<language>/… and served without it. */
export function HeaderNav({
  sections,
  labels,
  home,
  allWork,
  builtAs,
}: {
  sections: readonly MenuSectionKey[];
  labels: HeaderNavLabels;
  home: string;
  allWork: string;
  builtAs?: string;
}) {
  const pathname = usePathname();
  if (pathname === home || pathname === builtAs) {
    return (
      <nav className={styles.nav} aria-label={labels.main}>
        <a
          href="#contact"
          className={styles.talk}
          onClick={(event) => {
            // Like the menu: the blocks above must render first for the jump to land right.
            event.preventDefault();
            scrollToSection('contact');
          }}
        >
          {labels.letsTalk}
        </a>
        <SectionMenu sections={sections} labels={labels} />
      </nav>
    );
  }
  return (
    <nav className={styles.nav} aria-label={labels.main}>
      <IntentLink href={home} className={styles.link}>
        {labels.about}
      </IntentLink>
      {/* A page load, not the router: the home page opens at its #contact as a shared address does. */}
      <a href={`${home}#contact`} className={styles.talk}>
        {labels.letsTalk}
      </a>
      <IntentLink href={allWork} className={`${styles.cta} ${styles.categories}`}>
        <span className={styles.categoriesIcon} aria-hidden="true" />
        <span className={styles.iconLabel}>{labels.categories}</span>
      </IntentLink>
    </nav>
  );
}
