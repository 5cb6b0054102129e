import 'server-only';
import type { Metadata } from 'next';
import { getAbout, getOwnerName } from '@/lib/content';
import { siteUrl } from '@/lib/settings';

type PageMetadata = {
  title: string;
  description?: string;
  path: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
};

/** Absolute URL on this site for a path or an address from the content. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl()).toString();
}

/**
 * Everything a page needs for search and share previews. Each page passes its own values;
 * Open Graph and Twitter are filled in whole here because a child's openGraph replaces the parent's.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  type = 'website',
}: PageMetadata): Metadata {
  const about = getAbout();
  const text = description || about.description;
  const url = absoluteUrl(path);
  const images = [{ url: absoluteUrl(image ?? about.avatar), alt: imageAlt ?? getOwnerName() }];
  return {
    title: { absolute: title },
    description: text,
    alternates: { canonical: url },
    openGraph: {
      title,
      description: text,
      url,
      type,
      siteName: getOwnerName(),
      images,
      locale: 'en_GB',
    },
    twitter: { card: 'summary_large_image', title, description: text, images },
  };
}
