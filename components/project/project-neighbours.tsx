import { IntentLink } from '@/components/ui/intent-link';
import { getProjects } from '@/lib/content';
import { getT } from '@/lib/content/translator';
import { routes } from '@/lib/routes';
import styles from './project-neighbours.module.scss';

/** Links to the previous and next project, in the portfolio's order. */
export function ProjectNeighbours({ slug }: { slug: string }) {
  const all = getProjects();
  const index = all.findIndex((p) => p.slug === slug);
  const previous = index > 0 ? all[index - 1] : undefined;
  const next = index >= 0 && index < all.length - 1 ? all[index + 1] : undefined;
  if (!previous && !next) return null;
  const t = getT();
  return (
    <nav className={styles.neighbours} aria-label={t('project.more')}>
      {previous ? (
        <IntentLink href={routes.project(previous.slug)} className={styles.link} rel="prev">
          <span className={styles.direction}>
            <span aria-hidden="true" data-flip>
              ←
            </span>{' '}
            {t('project.previous')}
          </span>
          <span className={styles.name}>{previous.name}</span>
        </IntentLink>
      ) : (
        <span />
      )}
      {next && (
        <IntentLink
          href={routes.project(next.slug)}
          className={`${styles.link} ${styles.next}`}
          rel="next"
        >
          <span className={styles.direction}>
            {t('project.next')}{' '}
            <span aria-hidden="true" data-flip>
              →
            </span>
          </span>
          <span className={styles.name}>{next.name}</span>
        </IntentLink>
      )}
    </nav>
  );
}
