import { BookingLink } from '@/components/ui/booking-link';
import { ContactDetails } from '@/components/ui/contact-details';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { CONTACT_FORM_ID, contactFormLabels } from '@/lib/contact/contract';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.scss';

export async function ContactSection() {
  const local = await pageContent();
  const { about, t, language, offers, path } = local;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={`${section.section} ${section.deferred}`}
      tabIndex={-1}
    >
      <div className={`${section.inner} ${styles.grid}`}>
        <div className={styles.info}>
          <SectionHeading
            eyebrow={t('sections.contact')}
            title={t('contact.title')}
            id="contact-title"
          />
          <p className={styles.text}>{t('contact.intro')}</p>
          <ContactDetails email={about.email} phone={about.phone} t={t} />
          <BookingLink local={local} className={styles.book} />
          {about.iframe && (
            <div className={styles.embed} dangerouslySetInnerHTML={{ __html: about.iframe }} />
          )}
        </div>
        <ContactForm
          labels={contactFormLabels(t)}
          language={language}
          offers={offers.map(({ id, name }) => ({ id, name }))}
          permalink={`${path(routes.home)}#${CONTACT_FORM_ID}`}
        />
      </div>
    </section>
  );
}
