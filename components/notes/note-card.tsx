import { IntentLink } from '@/components/ui/intent-link';
import type { Local, Note } from '@/lib/content';
import { routes } from '@/lib/routes';
import { NoteMeta } from './note-meta';
import { TagLinks } from './tag-links';
import styles from './note-card.module.scss';

type Props = { local: Local; note: Note; level: 'h2' | 'h3'; tags?: boolean };

/** A note in a list: the title is the link, and the whole card answers a press. */
export function NoteCard({ local, note, level: Title, tags = true }: Props) {
  const lang = note.language !== local.language ? note.language : undefined;
  return (
    <article className={styles.card}>
      <NoteMeta local={local} note={note} />
      <Title className={styles.title} lang={lang}>
        <IntentLink href={local.path(routes.note(note.slug))} className={styles.link}>
          {note.title}
        </IntentLink>
      </Title>
      {note.summary && (
        <p className={styles.summary} lang={lang}>
          {note.summary}
        </p>
      )}
      {tags && <TagLinks local={local} tags={note.tags} lang={lang} />}
    </article>
  );
}
