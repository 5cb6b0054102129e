import type { Portfolio } from '@/lib/content/schemas';
import type { PortfolioCardData } from './portfolio-card';

/** Only what a card shows crosses to the browser, not every project's description. */
export function toCardData(entry: Portfolio): PortfolioCardData {
  return {
    name: entry.name,
    slug: entry.slug,
    avatar: entry.avatar,
    category: entry.category ? { id: String(entry.category.id), name: entry.category.name } : null,
  };
}
