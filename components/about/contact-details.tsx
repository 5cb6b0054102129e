import { telHref, withPlus } from '@/lib/format/phone';
import styles from './contact-details.module.scss';

type Props = { email?: string; phone?: string; address?: string; tone?: 'light' | 'dark' };

/** Email, phone and address as a definition list, each actionable where it can be. */
export function ContactDetails({ email, phone, address, tone = 'light' }: Props) {
  if (!email && !phone && !address) return null;
  return (
    <dl className={styles.details} data-tone={tone}>
      {email && (
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(phone)}>{withPlus(phone)}</a>
          </dd>
        </div>
      )}
      {address && (
        <div>
          <dt>Address</dt>
          <dd>{address}</dd>
        </div>
      )}
    </dl>
  );
}
