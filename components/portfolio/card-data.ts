import 'server-only';
import { framedPicture } from '@/lib/content/pictures';
import type { Portfolio } from '@/lib/content/schemas';
import { PICTURE_FRAMES } from '@/lib/constants';
import type { PortfolioCardData } from './portfolio-card';

/** Only what a card shows crosses to the browser, not every project's description. */
export async function toCardData(entry: Portfolio): Promise<PortfolioCardData> {
  return {
    name: entry.name,
    slug: entry.slug,
    cover: entry.avatar ? await framedPicture(entry.avatar, PICTURE_FRAMES.card) : null,
    category: entry.category ? { id: entry.category.id, name: entry.category.name } : null,
  };
}

export const toCardsData = (entries: Portfolio[]) => Promise.all(entries.map(toCardData));
