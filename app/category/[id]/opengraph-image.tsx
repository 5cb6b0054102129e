import { getT } from '@/lib/content/translator';
import { categoryParams, categoryTitle, getOwnerName, getProjectsIn } from '@/lib/content';
import { publicImage, SHARE_SIZE, SHARE_TYPE, shareCard } from '@/lib/share/card';

export const contentType = SHARE_TYPE;

type Props = { params: Promise<{ id: string }> };

export const size = SHARE_SIZE;
export const alt = `Projects by ${getOwnerName()}`;

/**
 * Drawn at build time for every page of this route, like the pages themselves. Any other id is a
 * 404 answered from the route table: nothing is drawn, cached or logged for it.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryParams();
}

/** A category's share image: the owner, the category, how many projects, and the latest one's cover. */
export default async function Image({ params }: Props) {
  const { id } = await params;
  const entries = getProjectsIn(id);
  const t = getT();
  const count = t('portfolio.count', { count: entries.length });
  return shareCard({
    eyebrow: `${getOwnerName()} · ${t('sections.portfolio')}`,
    title: categoryTitle(id) ?? id,
    lead: count,
    picture: await publicImage(entries[0]?.avatar),
  });
}
