import { ContactDetails } from '@/components/ui/contact-details';
import { Disclosure } from '@/components/ui/disclosure';
import section from '@/components/ui/section.module.scss';
import { pageContent } from '@/lib/content/page';
import { toggleLabels } from '@/lib/i18n/labels';
import styles from './biography.module.scss';

/** The biography and the contact details, where the owner's order puts them. */
export async function Biography({ alt }: { alt: boolean }) {
  const { about, t, fallbackLang } = await pageContent();
  const hasBiography = Boolean(about.freelancer || about.bio);
  if (!hasBiography && !(about.email || about.phone || about.address)) return null;
  return (
    <div
      id="biography"
      className={`${section.section} ${section.deferred} ${styles.bioSection} ${alt ? section.alt : ''}`}
      tabIndex={-1}
    >
      <div className={`${section.inner} ${styles.bioGrid}`}>
        {hasBiography && (
          <div className={styles.biography}>
            <h2 className={styles.blockTitle}>{t('about.biography')}</h2>
            {about.freelancer && (
              <div
                className={section.prose}
                lang={fallbackLang('about', 'freelancer')}
                dangerouslySetInnerHTML={{ __html: about.freelancer }}
              />
            )}
            {about.bio && (
              <Disclosure labels={toggleLabels(t)}>
                <div
                  className={section.prose}
                  lang={fallbackLang('about', 'bio')}
                  dangerouslySetInnerHTML={{ __html: about.bio }}
                />
              </Disclosure>
            )}
          </div>
        )}
        <ContactDetails email={about.email} phone={about.phone} address={about.address} t={t} />
      </div>
    </div>
  );
}
