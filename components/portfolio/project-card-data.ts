import 'server-only';
import { framedPicture } from '@/lib/content/pictures';
import type { Project } from '@/lib/content/schemas';
import { PICTURE_FRAMES } from '@/lib/constants';
import type { ProjectCardData } from './project-card';

/** Only what a card shows crosses to the browser, not every project's description. */
export async function toCardData(entry: Project): Promise<ProjectCardData> {
  return {
    name: entry.name,
    slug: entry.slug,
    cover: entry.avatar ? await framedPicture(entry.avatar, PICTURE_FRAMES.card) : null,
    category: entry.category ? { id: entry.category.id, name: entry.category.name } : null,
  };
}

export const toCardsData = (entries: Project[]) => Promise.all(entries.map(toCardData));
