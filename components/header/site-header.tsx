import Link from 'next/link';
import { getAbout, getOwnerName } from '@/lib/content';
import { HeaderBar } from './header-bar';
import { HeaderNav } from './header-nav';
import styles from './site-header.module.scss';

export function SiteHeader() {
  const about = getAbout();
  const name = getOwnerName();
  return (
    <HeaderBar>
      <Link href="/" className={styles.logo}>
        {/* The logo may be any size or format the owner chose; it is sized by CSS, not optimised. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={about.icon} alt={name} width={40} height={40} />
        <span className={styles.wordmark} aria-hidden="true">
          {name}
        </span>
      </Link>
      <HeaderNav />
    </HeaderBar>
  );
}
