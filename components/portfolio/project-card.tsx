import { FittedImage } from '@/components/ui/fitted-image';
import { IntentLink } from '@/components/ui/intent-link';
import type { FittedPicture } from '@/lib/content/pictures';
import styles from './project-card.module.scss';

export type ProjectCardData = {
  name: string;
  slug: string;
  href: string;
  cover: FittedPicture | null;
  category: { id: string; name: string; href: string } | null;
};

type Props = { project: ProjectCardData; priority?: boolean; headingLevel?: 2 | 3 };

const SIZES = '(min-width: 1600px) 520px, (min-width: 768px) 33vw, 100vw';

export function ProjectCard({ project, priority = false, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <IntentLink href={project.href} className={styles.link} data-print-path={project.href}>
        <span className={styles.media}>
          {project.cover ? (
            <FittedImage
              picture={project.cover}
              alt=""
              sizes={SIZES}
              priority={priority}
              className={styles.image}
            />
          ) : (
            // No cover: the project's initial, set like a title page, keeps the grid's rhythm.
            <span className={styles.placeholder} aria-hidden="true">
              {[...project.name][0]}
            </span>
          )}
        </span>
        <Heading className={styles.name}>{project.name}</Heading>
      </IntentLink>
      {project.category && (
        <IntentLink href={project.category.href} className={styles.category}>
          {project.category.name}
        </IntentLink>
      )}
    </article>
  );
}
