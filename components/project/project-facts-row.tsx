import type { Local } from '@/lib/content';
import type { Project } from '@/lib/content/schemas';
import { formatYear, isoDate } from '@/lib/format/date';
import { PLAIN_FACTS } from './project-facts';
import styles from './project-facts-row.module.scss';

/** A case study's facts under its summary, read before anything else: role, client, duration, year. */
export function ProjectFactsRow({ local, project }: { local: Local; project: Project }) {
  const { t, dateLocale, fallbackLang } = local;
  const given = PLAIN_FACTS.filter((field) => project[field]?.trim());
  const year = formatYear(project.created_at, dateLocale);
  if (!given.length && !year) return null;
  return (
    <dl className={styles.row}>
      {given.map((field) => (
        <div key={field}>
          <dt>{t(`project.${field}`)}</dt>
          <dd lang={fallbackLang('projects', field, project)}>{project[field]}</dd>
        </div>
      ))}
      {year && (
        <div>
          <dt>{t('project.year')}</dt>
          <dd>
            <time dateTime={isoDate(project.created_at)}>{year}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}
