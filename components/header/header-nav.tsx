'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { MenuSectionKey } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { scrollToSection } from '@/lib/scroll';
import { SectionMenu } from './section-menu';
import styles from './site-header.module.scss';

/** The home page navigates between its own sections; every other page links back to them. */
export function HeaderNav({ sections }: { sections: readonly MenuSectionKey[] }) {
  const pathname = usePathname();
  if (pathname === '/') {
    return (
      <nav className={styles.nav} aria-label="Main">
        <a
          href="#contact"
          className={styles.cta}
          onClick={(event) => {
            // Like the menu: render every block first, so the jump lands on the section itself
            // rather than where the estimated heights of the blocks above it put it.
            event.preventDefault();
            scrollToSection('contact');
          }}
        >
          Let&apos;s Talk
        </a>
        <SectionMenu sections={sections} />
      </nav>
    );
  }
  return (
    <nav className={styles.nav} aria-label="Main">
      <IntentLink href="/" className={styles.link}>
        About
      </IntentLink>
      <IntentLink href={routes.allCategories} className={styles.cta}>
        Categories
      </IntentLink>
    </nav>
  );
}
