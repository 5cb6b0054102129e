import type { Local } from '@/lib/content';
import { formatPartialDate } from '@/lib/format/date';
import { joinFacts, keepTogether } from '@/lib/format/text';
import { CvPart } from './cv-part';
import styles from './cv-document.module.scss';

/** config/cv.json's awards, after the certificates. */
export function CvAwards({ local }: { local: Local }) {
  const { t, cv, dateLocale, fallbackLang } = local;
  if (!cv.awards.length) return null;
  return (
    <CvPart id="awards" title={t('cv.awards')}>
      <ul className={styles.certificates} lang={fallbackLang('cv', 'awards')}>
        {cv.awards.map((award, index) => {
          const facts = [
            award.awarder,
            award.date && keepTogether(formatPartialDate(award.date, dateLocale)),
          ];
          return (
            <li key={`${award.title}-${index}`} className={styles.certificate}>
              <h3 className={styles.entryTitle}>{award.title}</h3>
              {facts.some(Boolean) && <p className={styles.place}>{joinFacts(facts)}</p>}
              {award.summary && <p className={styles.text}>{award.summary}</p>}
            </li>
          );
        })}
      </ul>
    </CvPart>
  );
}
