import { getT } from '@/lib/content/translator';
import { projectParams, getOwnerName, getProject, tagList } from '@/lib/content';
import { publicImage, SHARE_SIZE, SHARE_TYPE, shareCard } from '@/lib/share/card';

export const contentType = SHARE_TYPE;

type Props = { params: Promise<{ id: string }> };

export const size = SHARE_SIZE;
export const alt = `A project by ${getOwnerName()}`;

/**
 * Drawn at build time for every page of this route, like the pages themselves. Any other id is a
 * 404 answered from the route table: nothing is drawn, cached or logged for it.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return projectParams();
}

/** A project's share image: its name, category and tags beside its cover. */
export default async function Image({ params }: Props) {
  const { id } = await params;
  const entry = getProject(id);
  if (!entry) return shareCard({ eyebrow: getT()('sections.portfolio'), title: getOwnerName() });
  return shareCard({
    eyebrow: entry.category?.name ?? getT()('project.fallbackEyebrow'),
    title: entry.name,
    chips: tagList(entry.tags),
    picture: await publicImage(entry.avatar),
  });
}
