import type { Local, Note } from '@/lib/content';
import { NoteCard } from './note-card';
import styles from './note-list.module.scss';

type Props = {
  local: Local;
  notes: readonly Note[];
  level: 'h2' | 'h3';
  layout: 'grid' | 'column';
  /** Each note's tags; left out where the page has a list of tags of its own. */
  tags?: boolean;
};

export function NoteList({ local, notes, level, layout, tags }: Props) {
  return (
    <ul className={styles.list} data-layout={layout}>
      {notes.map((note) => (
        <li key={note.slug}>
          <NoteCard local={local} note={note} level={level} tags={tags} />
        </li>
      ))}
    </ul>
  );
}
