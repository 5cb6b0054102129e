import { Fragment } from 'react';
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
export function AddressLink({ href, text }: { href: string; text: string }) {
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
