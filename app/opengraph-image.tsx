import { getT } from '@/lib/content/translator';
import { getAbout, getOwnerLine, getOwnerName, getSiteDescription } from '@/lib/content';
import { publicImage, SHARE_SIZE, SHARE_TYPE, shareCard } from '@/lib/share/card';

export const contentType = SHARE_TYPE;

/** One card, drawn at build time; any other image id is a 404 (nothing drawn or cached). */
export const dynamicParams = false;

export function generateImageMetadata() {
  return [
    {
      id: 'card',
      size: SHARE_SIZE,
      contentType: SHARE_TYPE,
      alt: getOwnerLine(),
    },
  ];
}

/** The home page's share image: the owner, what they do, and their portrait. */
export default async function Image() {
  const about = getAbout();
  return shareCard({
    eyebrow: about.title || getT()('sections.portfolio'),
    title: getOwnerName(),
    lead: getSiteDescription(),
    picture: await publicImage(about.avatar),
    round: true,
  });
}
