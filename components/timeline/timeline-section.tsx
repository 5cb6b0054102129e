import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import type { TimelineEntry } from '@/lib/content/schemas';
import { toggleLabels } from '@/lib/i18n/labels';
import { pageContent } from '@/lib/content/page';
import { timelineRange } from '@/lib/format/month';
import { keepSeparators } from '@/lib/format/text';
import { ClampedText } from './clamped-text';
import { EntryDetails } from '@/components/ui/entry-details';
import styles from './timeline-section.module.scss';

type Props = {
  id: 'experience' | 'education';
  eyebrow: string;
  title: string;
  entries: TimelineEntry[];
  alt?: boolean;
};

/** "2020 – Present" when to_year is "" (or left out), else "2017 – 2020"; "Mar 2019 – 2020". */
export const yearRange = (entry: TimelineEntry, present: string, locale: string) =>
  timelineRange(entry.from_year, entry.to_year, present, locale);

export async function TimelineSection({ id, eyebrow, title, entries, alt }: Props) {
  if (!entries.length) return null;
  const { t, fallbackLang, dateLocale } = await pageContent();
  const toggle = toggleLabels(t);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${section.section} ${section.deferred} ${alt ? section.alt : ''}`}
      tabIndex={-1}
    >
      <div className={section.inner}>
        <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`} />
        <ol className={styles.list}>
          {entries.map((entry, index) => (
            <li key={`${entry.name}-${index}`} className={styles.card}>
              <p className={styles.years}>{yearRange(entry, t('timeline.present'), dateLocale)}</p>
              <h3 className={styles.name} lang={fallbackLang(id, 'name', entry, index)}>
                {keepSeparators(entry.name)}
              </h3>
              {entry.description && (
                <ClampedText
                  text={entry.description}
                  lang={fallbackLang(id, 'description', entry, index)}
                  labels={toggle}
                />
              )}
              <EntryDetails
                highlights={entry.highlights}
                courses={entry.courses}
                coursesLine={(courses) => t('timeline.courses', { courses })}
                lang={{
                  highlights: fallbackLang(id, 'highlights', entry, index),
                  courses: fallbackLang(id, 'courses', entry, index),
                }}
              />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
