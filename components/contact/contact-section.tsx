import { ContactDetails } from '@/components/about/contact-details';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAbout } from '@/lib/content';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.scss';

export function ContactSection() {
  const about = getAbout();
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={`${section.section} ${section.deferred}`}
      tabIndex={-1}
    >
      <div className={`${section.inner} ${styles.grid}`}>
        <div className={styles.info}>
          <SectionHeading eyebrow="Contact" title="Let's work together" id="contact-title" />
          <p className={styles.text}>
            Have a project in mind? Tell me what you are planning, and I&apos;ll get back to you
            with next steps.
          </p>
          <ContactDetails email={about.email} phone={about.phone} />
          {about.iframe && (
            <div className={styles.embed} dangerouslySetInnerHTML={{ __html: about.iframe }} />
          )}
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
