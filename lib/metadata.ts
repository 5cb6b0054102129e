import 'server-only';
import type { Metadata } from 'next';
import { getDefaultLanguage, getLanguages, localPath, type Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import { siteUrl } from '@/lib/settings';
import { buildId } from '@/lib/settings/public';
import { SHARE_SIZE, SHARE_TYPE } from '@/lib/share/size';

type PageMetadata = {
  title: string;
  description?: string;
  /** The page's address in the site's own language (lib/routes.ts); each language's follows. */
  path: string;
  type?: 'website' | 'article';
  image: { path: string; alt: string };
  /** The languages the page is written in, when not every one (a note without translations):
   * alternates name only those, and a page shown in another points search engines there. */
  languages?: readonly string[];
  article?: { publishedTime: string; modifiedTime?: string; tags: string[] };
};

export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl()).toString();
}

/** "fr" → "fr_FR", "pt-BR" → "pt_BR"; English is en_GB, the English the site writes dates in. */
export function ogLocale(language: string): string {
  if (language === 'en') return 'en_GB';
  try {
    const full = new Intl.Locale(language).maximize();
    return full.region ? `${full.language}_${full.region}` : full.language;
  } catch {
    return language.replace('-', '_');
  }
}

/** x-default, the site's own language, is for a visitor whose language is none of them. */
export function languageAlternates(
  path: string,
  languages: readonly string[] = getLanguages(),
): Record<string, string> {
  if (languages.length < 2) return {};
  const fallback = languages.includes(getDefaultLanguage()) ? getDefaultLanguage() : languages[0]!;
  return Object.fromEntries([
    ...languages.map((language) => [language, absoluteUrl(localPath(language, path))]),
    ['x-default', absoluteUrl(localPath(fallback, path))],
  ]);
}

const feedAlternate = (local: Local) =>
  local.notes.length > 0 && {
    types: {
      'application/atom+xml': [
        {
          url: absoluteUrl(local.path(routes.feed)),
          title: local.t('notes.feedTitle', { owner: local.ownerName }),
        },
      ],
    },
  };

/** A share image's address: the build's id keeps a scraper from showing last release's picture. */
const imageUrl = (local: Local, path: string) =>
  `${absoluteUrl(local.path(path))}?v=${buildId() ?? 'dev'}`;

/** Open Graph and Twitter are filled in whole, since a child's openGraph replaces the parent's. */
export function pageMetadata(
  local: Local,
  { title, description, path, type = 'website', image, languages, article }: PageMetadata,
): Metadata {
  const text = description || local.description;
  const written = languages ?? getLanguages();
  const own = written.includes(local.language) ? local.language : written[0]!;
  const url = absoluteUrl(localPath(own, path));
  const picture = {
    url: imageUrl(local, image.path),
    width: SHARE_SIZE.width,
    height: SHARE_SIZE.height,
    type: SHARE_TYPE,
    alt: image.alt,
  };
  const alternates = languageAlternates(path, written);
  const others = written.filter((language) => language !== own);
  return {
    title: { absolute: title },
    description: text,
    alternates: {
      canonical: url,
      ...(others.length > 0 && { languages: alternates }),
      ...feedAlternate(local),
    },
    openGraph: {
      title,
      description: text,
      url,
      type,
      ...(article && {
        publishedTime: article.publishedTime,
        modifiedTime: article.modifiedTime,
        tags: article.tags,
        authors: [local.ownerName],
      }),
      siteName: local.ownerName,
      locale: ogLocale(local.language),
      ...(others.length > 0 && { alternateLocale: others.map(ogLocale) }),
      images: [picture],
    },
    twitter: { card: 'summary_large_image', title, description: text, images: [picture] },
  };
}
