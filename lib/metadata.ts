import 'server-only';
import type { Metadata } from 'next';
import { getOwnerName, getSiteDescription } from '@/lib/content';
import { siteUrl } from '@/lib/settings';

type PageMetadata = {
  title: string;
  description?: string;
  path: string;
  type?: 'website' | 'article';
};

/** Absolute URL on this site for a path or an address from the content. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl()).toString();
}

/**
 * Everything a page needs for search and share previews. Each page passes its own values;
 * Open Graph and Twitter are filled in whole here because a child's openGraph replaces the parent's.
 * The share images come from each route's opengraph-image and twitter-image files.
 */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
}: PageMetadata): Metadata {
  const text = description || getSiteDescription();
  const url = absoluteUrl(path);
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
      locale: 'en_GB',
    },
    twitter: { card: 'summary_large_image', title, description: text },
  };
}
