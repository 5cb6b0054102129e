import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { getAbout, getOwnerName } from '@/lib/content';
import { HeaderBar } from './header-bar';
import { HeaderNav } from './header-nav';
import styles from './site-header.module.scss';

export function SiteHeader() {
  const about = getAbout();
  const name = getOwnerName();
  return (
    <HeaderBar>
      <IntentLink href="/" className={styles.logo}>
        {/* The logo may be any size or format the owner chose; it is sized by CSS, not optimised. */}
        <Image src={about.icon} alt={name} width={40} height={40} loading="eager" unoptimized />
        <span className={styles.wordmark} aria-hidden="true">
          {name}
        </span>
      </IntentLink>
      <HeaderNav />
    </HeaderBar>
  );
}
