import type { Local } from '@/lib/content';
import { Copyright } from './copyright';
import { networkOf } from '@/lib/content/social-networks';
import { NetworkIcon, SocialIcon } from './social-icon';
import styles from './site-footer.module.scss';

export function SiteFooter({ local }: { local: Local }) {
  const { socialLinks: links, ownerName, t } = local;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          <Copyright built={new Date().getFullYear()} owner={ownerName} />
        </p>
        {links.length > 0 && (
          <ul className={styles.social} aria-label={t('frame.socialLinks')}>
            {links.map((link) => {
              const network = link.icon ? null : networkOf(link);
              return (
                <li key={link.link}>
                  <a href={link.link} target="_blank" rel="noopener noreferrer">
                    {link.icon && <SocialIcon src={link.icon} />}
                    {network && <NetworkIcon path={network.path} />}
                    <span>{link.name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </footer>
  );
}
