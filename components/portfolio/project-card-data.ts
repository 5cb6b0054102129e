import 'server-only';
import { fittedPicture } from '@/lib/content/pictures';
import type { Local, Project } from '@/lib/content';
import { routes } from '@/lib/routes';
import { PICTURE_SHAPES } from '@/lib/constants';
import type { ProjectCardData } from './project-card';

/** Only what a card shows crosses to the browser, not every project's description. */
export async function toCardData(local: Local, project: Project): Promise<ProjectCardData> {
  return {
    name: project.name,
    slug: project.slug,
    href: local.path(routes.project(project.slug)),
    cover: project.avatar ? await fittedPicture(project.avatar, PICTURE_SHAPES.card) : null,
    category: project.category
      ? {
          id: project.category.id,
          name: project.category.name,
          href: local.path(routes.category(project.category.id)),
        }
      : null,
  };
}

export const toCardsData = (local: Local, projects: Project[]) =>
  Promise.all(projects.map((project) => toCardData(local, project)));
