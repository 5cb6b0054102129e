import { telHref, withPlus } from '@/lib/format/phone';
import type { Translator } from '@/lib/i18n/labels';
import styles from './contact-details.module.scss';

type Props = {
  email?: string;
  phone?: string;
  address?: string;
  tone?: 'light' | 'dark';
  t: Translator;
};

export function ContactDetails({ email, phone, address, tone = 'light', t }: Props) {
  if (!email && !phone && !address) return null;
  return (
    <dl className={styles.details} data-tone={tone}>
      {email && (
        <div>
          <dt>{t('about.email')}</dt>
          <dd>
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
          </dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>{t('about.phone')}</dt>
          <dd>
            {/* A number reads left to right in every language. */}
            <a href={telHref(phone)} dir="ltr">
              {withPlus(phone)}
            </a>
          </dd>
        </div>
      )}
      {address && (
        <div>
          <dt>{t('about.address')}</dt>
          <dd>{address}</dd>
        </div>
      )}
    </dl>
  );
}
