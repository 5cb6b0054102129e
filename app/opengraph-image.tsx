import { getAbout, getOwnerLine, getOwnerName, getSiteDescription } from '@/lib/content';
import { publicImage, SHARE_SIZE, SHARE_TYPE, shareCard } from '@/lib/share/card';

export const contentType = SHARE_TYPE;

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
    eyebrow: about.title || 'Portfolio',
    title: getOwnerName(),
    lead: getSiteDescription(),
    picture: await publicImage(about.avatar),
    round: true,
  });
}
