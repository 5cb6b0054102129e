'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { routes } from '@/lib/routes';
import { SectionMenu } from './section-menu';
import styles from './site-header.module.scss';

/** The home page navigates between its own sections; every other page links back to them. */
export function HeaderNav() {
  const pathname = usePathname();
  if (pathname === '/') {
    return (
      <nav className={styles.nav} aria-label="Main">
        <a href="#contact" className={styles.cta}>
          Let&apos;s Talk
        </a>
        <SectionMenu />
      </nav>
    );
  }
  return (
    <nav className={styles.nav} aria-label="Main">
      <Link href="/" className={styles.link}>
        About
      </Link>
      <Link href={routes.allCategories} className={styles.cta}>
        Categories
      </Link>
    </nav>
  );
}
