import { Fragment, type ReactNode } from 'react';
import type { Local } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { isSiteUrlSet } from '@/lib/settings';
import { telHref, withPlus } from '@/lib/format/phone';
import styles from './cv-document.module.scss';

/** "https://www.linkedin.com/in/x/" → "linkedin.com/in/x": an address as a CV prints it. */
export const shortAddress = (url: string) =>
  url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

/** A link to an address that wraps after a "/" or before an e-mail's "@", between its parts: a
 * part breaks (at a hyphen, say) only when it is wider than the whole cell. The parts are inline
 * blocks, which a screen reader would read as words apart: the link is named by the whole. */
function AddressLink({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} aria-label={text}>
      {text.split(/(?<=\/)(?=.)|(?<=[^/])(?=@)/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className={styles.addressPart}>{part}</span>
        </Fragment>
      ))}
    </a>
  );
}

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
            node: <AddressLink href={site} text={shortAddress(site)} />,
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
