import Image from 'next/image';
import { getOwnerName, getSocialLinks } from '@/lib/content';
import styles from './site-footer.module.scss';

export function SiteFooter() {
  const links = getSocialLinks();
  // Prerendered at build; the year is that of the build, refreshed by every deploy.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>{`© ${year} ${getOwnerName()}`}</p>
        {links.length > 0 && (
          <ul className={styles.social} aria-label="Social links">
            {links.map((link) => (
              <li key={link.link}>
                <a href={link.link} target="_blank" rel="noopener noreferrer">
                  <Image src={link.icon} alt="" width={20} height={20} unoptimized />
                  <span>{link.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
