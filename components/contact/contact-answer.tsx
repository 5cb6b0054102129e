import { PageHero } from '@/components/frame/page-hero';
import { IntentLink } from '@/components/ui/intent-link';
import type { Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './contact-answer.module.scss';

/** Where a form posted without scripts lands: its message taken, or refused as another site's. */
export function ContactAnswer({ local, refused = false }: { local: Local; refused?: boolean }) {
  const { t, path } = local;
  return (
    <PageHero
      eyebrow={t('sections.contact')}
      title={t(refused ? 'contact.notSent' : 'contact.sent')}
      lead={<p>{t(refused ? 'endpoint.crossSite' : 'endpoint.thanks')}</p>}
      fill
    >
      <IntentLink href={path(routes.home)} className={styles.back}>
        {t('contact.backHome')}
      </IntentLink>
    </PageHero>
  );
}
