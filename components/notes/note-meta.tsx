import type { Local, Note } from '@/lib/content';
import { longDate } from '@/lib/format/date';
import styles from './note-meta.module.scss';

/** The day as the owner wrote it, in the page's language; a time as well is kept in `dateTime`. */
const day = (iso: string) => iso.slice(0, 10);

/** "14 March 2026 · Updated 2 May 2026 · 6 min read" */
export function NoteMeta({ local, note, tone }: { local: Local; note: Note; tone?: 'dark' }) {
  const { t, dateLocale } = local;
  return (
    <p className={styles.meta} data-tone={tone}>
      <time dateTime={note.date}>{longDate(day(note.date), dateLocale)}</time>
      {note.updated && note.updated !== note.date && (
        <time dateTime={note.updated}>
          {t('notes.updated', { date: longDate(day(note.updated), dateLocale) })}
        </time>
      )}
      <span>{t('notes.readingTime', { minutes: note.minutes })}</span>
      {note.draft && <span className={styles.draft}>{t('notes.draft')}</span>}
    </p>
  );
}
