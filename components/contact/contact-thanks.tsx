import { PageHero } from '@/components/frame/page-hero';
import { IntentLink } from '@/components/ui/intent-link';
import type { Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './form-answer.module.scss';
// The form drawn again after a refused post (./form-again.ts) wears this page's stylesheets, so
// the form's are brought in here too.
import './contact-form.module.scss';

export function ContactThanks({ local }: { local: Local }) {
  const { t, path } = local;
  return (
    <PageHero
      eyebrow={t('sections.contact')}
      title={t('contact.sent')}
      lead={<p>{t('endpoint.thanks')}</p>}
      fill
    >
      <IntentLink href={path(routes.home)} className={styles.back}>
        {t('contact.backHome')}
      </IntentLink>
    </PageHero>
  );
}
