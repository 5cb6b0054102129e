import { getOwnerName, getSocialLinks } from '@/lib/content';
import { getT } from '@/lib/content/translator';
import { Copyright } from './copyright';
import { SocialIcon } from './social-icon';
import styles from './site-footer.module.scss';

export function SiteFooter() {
  const links = getSocialLinks();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          <Copyright built={new Date().getFullYear()} owner={getOwnerName()} />
        </p>
        {links.length > 0 && (
          <ul className={styles.social} aria-label={getT()('frame.socialLinks')}>
            {links.map((link) => (
              <li key={link.link}>
                <a href={link.link} target="_blank" rel="noopener noreferrer">
                  {link.icon && <SocialIcon src={link.icon} />}
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
