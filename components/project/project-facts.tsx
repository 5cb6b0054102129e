import { IntentLink } from '@/components/ui/intent-link';
import type { Project } from '@/lib/content/schemas';
import { formatDateTime, isoDate } from '@/lib/format/date';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import styles from './project-facts.module.scss';

export async function ProjectFacts({ project }: { project: Project }) {
  const created = isoDate(project.created_at);
  if (!project.category && !created && !project.url) return null;
  const { t, dateLocale, path } = await pageContent();
  return (
    <dl className={styles.facts}>
      {project.category && (
        <div>
          <dt>{t('project.category')}</dt>
          <dd>
            <IntentLink href={path(routes.category(project.category.id))}>
              {project.category.name}
            </IntentLink>
          </dd>
        </div>
      )}
      {created && (
        <div>
          <dt>{t('project.created')}</dt>
          <dd>
            <time dateTime={created}>
              {formatDateTime(project.created_at, undefined, dateLocale)}
            </time>
          </dd>
        </div>
      )}
      {project.url && (
        <div>
          <dt>{t('project.link')}</dt>
          <dd>
            <a
              href={project.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.visit}
              data-print-href={project.url}
            >
              {t('project.visit')} <span aria-hidden="true">↗</span>
              <span className="sr-only"> {t('project.newTab')}</span>
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
