import { IntentLink } from '@/components/ui/intent-link';
import section from '@/components/ui/section.module.scss';
import { SectionHeading } from '@/components/ui/section-heading';
import { HOME_NOTES } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import { FeedLink } from './feed-link';
import { NoteList } from './note-list';
import styles from './notes-section.module.scss';

/** The home page's latest notes (config/notes/); none, and there is no section. */
export async function NotesSection({ alt }: { alt: boolean }) {
  const local = await pageContent();
  const { t, path, notes } = local;
  if (!notes.length) return null;
  return (
    <section
      id="notes"
      aria-labelledby="notes-title"
      className={`${section.section} ${section.deferred} ${alt ? section.alt : ''}`}
      tabIndex={-1}
    >
      <div className={section.inner}>
        <SectionHeading eyebrow={t('sections.notes')} title={t('notes.title')} id="notes-title" />
        <NoteList local={local} notes={notes.slice(0, HOME_NOTES)} level="h3" layout="grid" />
        <div className={styles.more}>
          <IntentLink href={path(routes.notes)} className={styles.link}>
            {t('notes.all')}
          </IntentLink>
          <FeedLink local={local} />
        </div>
      </div>
    </section>
  );
}
