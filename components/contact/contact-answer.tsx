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
      lead={
        refused ? (
          <p>{t('endpoint.crossSite')}</p>
        ) : (
          // role status: what a reader hears first on the page that replaced the form.
          <div role="status">
            <p>{t('endpoint.thanks')}</p>
            <p>{t('contact.reply')}</p>
          </div>
        )
      }
      fill
    >
      <div className={styles.links}>
        {!refused && (
          // The form, empty: a post without scripts leaves nothing in it.
          <a href={`${path(routes.home)}#contact`} className={styles.again}>
            {t('contact.another')}
          </a>
        )}
        <IntentLink href={path(routes.home)} className={refused ? styles.back : styles.quiet}>
          {t('contact.backHome')}
        </IntentLink>
      </div>
    </PageHero>
  );
}
