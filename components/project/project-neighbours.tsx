import { IntentLink } from '@/components/ui/intent-link';
import { pageContent } from '@/lib/content/page';
import { routes } from '@/lib/routes';
import styles from './project-neighbours.module.scss';

export async function ProjectNeighbours({ slug }: { slug: string }) {
  const { t, path, projects: all } = await pageContent();
  const index = all.findIndex((p) => p.slug === slug);
  const previous = index > 0 ? all[index - 1] : undefined;
  const next = index >= 0 && index < all.length - 1 ? all[index + 1] : undefined;
  if (!previous && !next) return null;
  return (
    <nav className={styles.neighbours} aria-label={t('project.more')}>
      {previous ? (
        <IntentLink href={path(routes.project(previous.slug))} className={styles.link} rel="prev">
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
          href={path(routes.project(next.slug))}
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
