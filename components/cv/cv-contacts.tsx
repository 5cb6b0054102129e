import type { ReactNode } from 'react';
import type { Local } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { isSiteUrlSet } from '@/lib/settings';
import { telHref, withPlus } from '@/lib/format/phone';
import { AddressLink, shortAddress } from './address-link';
import { SiteAddress } from './site-address';
import styles from './cv-document.module.scss';

/** The CV's head: how to reach the owner, as label and value pairs on a grid. */
export function CvContacts({ local }: { local: Local }) {
  const { t, about } = local;
  const site = absoluteUrl(local.path(routes.home));
  const contacts: { label: string; node: ReactNode }[] = [
    ...(about.email
      ? [
          {
            label: t('about.email'),
            node: <AddressLink href={`mailto:${about.email}`} text={about.email} />,
          },
        ]
      : []),
    ...(about.phone
      ? [
          {
            label: t('about.phone'),
            node: (
              <a href={telHref(about.phone)} className={styles.phone}>
                {withPlus(about.phone)}
              </a>
            ),
          },
        ]
      : []),
    ...(about.address ? [{ label: t('about.address'), node: about.address }] : []),
    // Without SITE_URL the site's own address is this machine's: not written for a reader.
    ...(isSiteUrlSet()
      ? [
          {
            label: t('cv.website'),
            node: <SiteAddress built={site} />,
          },
        ]
      : []),
    ...local.socialLinks.map((link) => ({
      label: link.name,
      node: <AddressLink href={link.link} text={shortAddress(absoluteUrl(link.link))} />,
    })),
  ];
  if (!contacts.length) return null;
  return (
    <header className={styles.head}>
      <dl className={styles.contacts}>
        {contacts.map(({ label, node }, index) => (
          <div key={`${label}-${index}`} className={styles.contact}>
            <dt>{label}</dt>
            <dd>{node}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
