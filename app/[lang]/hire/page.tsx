import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/frame/json-ld';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { BookingEmbed } from '@/components/hire/booking-embed';
import { FaqList } from '@/components/hire/faq-list';
import { OfferList } from '@/components/hire/offer-list';
import { Availability } from '@/components/ui/availability';
import { BookingLink } from '@/components/ui/booking-link';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { bookingEmbedLabels } from '@/lib/i18n/labels';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { breadcrumbLd, offerCatalogLd } from '@/lib/structured-data';
import actions from '@/components/frame/hero-actions.module.scss';
import styles from './page.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const local = await pageContent();
  const { t, ownerName: owner, offers, language } = local;
  if (!offers.length) notFound();
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    offers.map((offer) => offer.name),
  );
  return pageMetadata(local, {
    title: `${t('hire.pageTitle', { owner })} | ${t('hire.title')}`,
    description: t('hire.pageDescription', { owner, offers: names }),
    path: routes.hire,
    image: { path: routes.shareImage(routes.hire), alt: t('hire.shareAlt', { owner }) },
  });
}

export default async function HirePage() {
  const local = await pageContent();
  const { t, path, about, faq, offers } = local;
  if (!offers.length) notFound();
  const embed = about.booking_embed && about.booking_url;
  return (
    <>
      <JsonLd data={offerCatalogLd(local)} />
      <JsonLd
        data={breadcrumbLd(local, [
          { name: local.ownerName, path: routes.home },
          { name: t('sections.hire'), path: routes.hire },
        ])}
      />
      <PageHero
        eyebrow={t('sections.hire')}
        title={t('hire.pageTitle', { owner: local.ownerName })}
        lead={<p>{t('hire.intro')}</p>}
      >
        <div className={styles.heroFoot}>
          <Availability local={local} tone="dark" />
          <div className={actions.actions}>
            <BookingLink local={local} className={actions.primary} />
            <a href={`${path(routes.home)}#contact`} className={actions.secondary}>
              {t('frame.letsTalk')}
            </a>
          </div>
        </div>
      </PageHero>
      <section aria-labelledby="offers-title" className={section.section}>
        <div className={section.inner}>
          <h2 id="offers-title" className="sr-only">
            {t('hire.title')}
          </h2>
          <OfferList local={local} inPage={false} level="h3" />
        </div>
      </section>
      {embed && (
        <section aria-labelledby="booking-title" className={`${section.section} ${section.alt}`}>
          <div className={section.inner}>
            <SectionHeading
              eyebrow={t('hire.bookCall')}
              title={t('hire.calendarTitle')}
              id="booking-title"
            />
            <BookingEmbed
              url={about.booking_url!}
              labels={bookingEmbedLabels(t, about.booking_url!)}
            />
          </div>
        </section>
      )}
      {faq.length > 0 && (
        <section aria-labelledby="faq-title" className={section.section}>
          <div className={`${section.inner} ${styles.faq}`}>
            <SectionHeading eyebrow={t('hire.faq')} title={t('hire.faqTitle')} id="faq-title" />
            <FaqList local={local} />
            <p className={styles.ask}>
              <a href={`${path(routes.home)}#contact`}>{t('frame.letsTalk')}</a>
            </p>
          </div>
        </section>
      )}
      <PageView label={PAGE_LABELS.hire} />
    </>
  );
}
