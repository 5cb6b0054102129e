import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import type { TimelineEntry } from '@/lib/content/schemas';
import { toggleLabels } from '@/lib/i18n/labels';
import { pageContent } from '@/lib/content/page';
import { ClampedText } from './clamped-text';
import styles from './timeline-section.module.scss';

type Props = {
  id: 'experience' | 'education';
  eyebrow: string;
  title: string;
  entries: TimelineEntry[];
  alt?: boolean;
};

/** "2020 - Present" when to_year is "" (or left out), else "2017 - 2020". */
export const yearRange = (entry: TimelineEntry, present: string) =>
  `${entry.from_year} - ${entry.to_year ?? present}`;

export async function TimelineSection({ id, eyebrow, title, entries, alt }: Props) {
  if (!entries.length) return null;
  const { t, fallbackLang } = await pageContent();
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
              <p className={styles.years}>{yearRange(entry, t('timeline.present'))}</p>
              <h3 className={styles.name} lang={fallbackLang(id, 'name', entry, index)}>
                {entry.name}
              </h3>
              {entry.description && (
                <ClampedText
                  text={entry.description}
                  lang={fallbackLang(id, 'description', entry, index)}
                  labels={toggle}
                />
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
