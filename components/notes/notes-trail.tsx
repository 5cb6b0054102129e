import { IntentLink } from '@/components/ui/intent-link';
import type { Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './notes-trail.module.scss';

/** The way back to the list, as the eyebrow of a note's or a tag's band. */
export function NotesTrail({ local }: { local: Local }) {
  return (
    <IntentLink href={local.path(routes.notes)} className={styles.trail}>
      {local.t('sections.notes')}
    </IntentLink>
  );
}
