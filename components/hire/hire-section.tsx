import { Availability } from '@/components/ui/availability';
import { BookingLink } from '@/components/ui/booking-link';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import { OfferList } from './offer-list';
import styles from './hire-section.module.scss';

/** The home page's offers (config/offers.json); none, and there is no section. */
export async function HireSection({ alt }: { alt: boolean }) {
  const local = await pageContent();
  const { t, path, offers } = local;
  if (!offers.length) return null;
  return (
    <section
      id="hire"
      aria-labelledby="hire-title"
      className={`${section.section} ${section.deferred} ${alt ? section.alt : ''}`}
      tabIndex={-1}
    >
      <div className={section.inner}>
        <SectionHeading eyebrow={t('sections.hire')} title={t('hire.title')} id="hire-title">
          <Availability local={local} />
        </SectionHeading>
        <p className={styles.intro}>{t('hire.intro')}</p>
        <OfferList local={local} inPage level="h3" />
        <div className={styles.more}>
          {/* A page load, not the router's: the frame /hire may show is allowed by the policy that
              comes with its own document, which a navigation in the page would keep from here. */}
          <a href={path(routes.hire)} className={styles.link}>
            {t('hire.more')}
          </a>
          <BookingLink local={local} className={styles.book} />
        </div>
      </div>
    </section>
  );
}
