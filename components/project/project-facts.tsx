import { IntentLink } from '@/components/ui/intent-link';
import type { Project } from '@/lib/content/schemas';
import { formatDateTime, isoDate } from '@/lib/format/date';
import { routes } from '@/lib/routes';
import styles from './project-facts.module.scss';

/** Category, creation date and the live project link. */
export function ProjectFacts({ entry }: { entry: Project }) {
  const created = isoDate(entry.created_at);
  if (!entry.category && !created && !entry.url) return null;
  return (
    <dl className={styles.facts}>
      {entry.category && (
        <div>
          <dt>Category</dt>
          <dd>
            <IntentLink href={routes.category(entry.category.id)}>{entry.category.name}</IntentLink>
          </dd>
        </div>
      )}
      {created && (
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={created}>{formatDateTime(entry.created_at)}</time>
          </dd>
        </div>
      )}
      {entry.url && (
        <div>
          <dt>Project</dt>
          <dd>
            <a
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.visit}
              data-print-href={entry.url}
            >
              Visit the project <span aria-hidden="true">↗</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
