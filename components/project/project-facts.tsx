import { IntentLink } from '@/components/ui/intent-link';
import type { Project } from '@/lib/content/schemas';
import { formatMonth, isoDate } from '@/lib/format/date';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import styles from './project-facts.module.scss';

/** The facts a project states in its own words, in the order a page shows them. */
export const PLAIN_FACTS = ['role', 'client', 'duration'] as const;

type Props = {
  project: Project;
  /** Facts shown elsewhere on the page: a case study's row under its summary. */
  omit?: readonly ((typeof PLAIN_FACTS)[number] | 'created')[];
};

export async function ProjectFacts({ project, omit = [] }: Props) {
  const created = omit.includes('created') ? undefined : isoDate(project.created_at);
  const { t, dateLocale, path, fallbackLang, categories } = await pageContent();
  // A private project's category may list nothing public, and so have no page to link to.
  const listed = categories.some((c) => c.slug === project.category?.id);
  const plain = PLAIN_FACTS.filter((field) => project[field] && !omit.includes(field));
  if (!plain.length && !project.category && !created && !project.url) return null;
  return (
    <dl className={styles.facts}>
      {plain.map((field) => (
        <div key={field}>
          <dt>{t(`project.${field}`)}</dt>
          <dd lang={fallbackLang('projects', field, project)}>{project[field]}</dd>
        </div>
      ))}
      {project.category && (
        <div>
          <dt>{t('project.category')}</dt>
          <dd>
            {listed ? (
              <IntentLink href={path(routes.category(project.category.id))}>
                {project.category.name}
              </IntentLink>
            ) : (
              project.category.name
            )}
          </dd>
        </div>
      )}
      {created && (
        <div>
          <dt>{t('project.created')}</dt>
          <dd>
            <time dateTime={created}>{formatMonth(project.created_at, dateLocale)}</time>
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
