import 'server-only';
import { framedPicture } from '@/lib/content/pictures';
import type { Local, Project } from '@/lib/content';
import { routes } from '@/lib/routes';
import { PICTURE_FRAMES } from '@/lib/constants';
import type { ProjectCardData } from './project-card';

/** Only what a card shows crosses to the browser, not every project's description. */
export async function toCardData(local: Local, entry: Project): Promise<ProjectCardData> {
  return {
    name: entry.name,
    slug: entry.slug,
    href: local.path(routes.project(entry.slug)),
    cover: entry.avatar ? await framedPicture(entry.avatar, PICTURE_FRAMES.card) : null,
    category: entry.category
      ? {
          id: entry.category.id,
          name: entry.category.name,
          href: local.path(routes.category(entry.category.id)),
        }
      : null,
  };
}

export const toCardsData = (local: Local, entries: Project[]) =>
  Promise.all(entries.map((entry) => toCardData(local, entry)));
