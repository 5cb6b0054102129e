import type { Local } from '@/lib/content';
import { timelineRange } from '@/lib/format/month';
import { entry } from '@/lib/resume';
import { EntryDetails } from '@/components/ui/entry-details';
import { CvPart } from './cv-part';
import styles from './cv-document.module.scss';

export function CvTimeline({ local, kind }: { local: Local; kind: 'experience' | 'education' }) {
  const { t, fallbackLang, dateLocale } = local;
  const items = local[kind];
  if (!items.length) return null;
  return (
    <CvPart id={kind} title={t(`sections.${kind}`)}>
      <ol className={styles.entries}>
        {items.map((item, index) => {
          const { title, place, from, to, description, highlights, courses } = entry(item);
          const lang = fallbackLang(kind, 'name', item, index);
          return (
            <li key={`${item.name}-${index}`} className={styles.entry}>
              <div className={styles.entryHead}>
                <h3 className={styles.entryTitle} lang={lang}>
                  {title}
                </h3>
                <p className={styles.years}>
                  {timelineRange(from, to, t('timeline.present'), dateLocale)}
                </p>
              </div>
              {place && (
                <p className={styles.place} lang={lang}>
                  {place}
                </p>
              )}
              {description && (
                <p className={styles.text} lang={fallbackLang(kind, 'description', item, index)}>
                  {description}
                </p>
              )}
              <EntryDetails
                highlights={highlights}
                courses={courses}
                coursesLine={(list) => t('timeline.courses', { courses: list })}
                lang={{
                  highlights: fallbackLang(kind, 'highlights', item, index),
                  courses: fallbackLang(kind, 'courses', item, index),
                }}
              />
            </li>
          );
        })}
      </ol>
    </CvPart>
  );
}
