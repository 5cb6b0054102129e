import { IntentLink } from '@/components/ui/intent-link';
import type { Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './notes-trail.module.scss';

export function NotesTrail({ local }: { local: Local }) {
  return (
    <IntentLink href={local.path(routes.notes)} className={styles.trail}>
      {local.t('sections.notes')}
    </IntentLink>
  );
}
