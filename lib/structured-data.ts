import 'server-only';
import {
  getAbout,
  createdAt,
  getOwnerName,
  getSiteDescription,
  getSocialLinks,
  tagList,
  type Project,
} from '@/lib/content';
import { plainText } from '@/lib/format/text';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';

/** schema.org data for search engines, as JSON-LD objects. */

const personId = () => `${absoluteUrl(routes.home)}#person`;

export function personLd() {
  const about = getAbout();
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(),
    name: getOwnerName(),
    jobTitle: about.title || undefined,
    description: getSiteDescription(),
    image: about.avatar ? absoluteUrl(about.avatar) : undefined,
    email: about.email ? `mailto:${about.email}` : undefined,
    url: absoluteUrl(routes.home),
    sameAs: getSocialLinks().map((link) => link.link),
  };
}

export function creativeWorkLd(entry: Project) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: entry.name,
    description: plainText(entry.description ?? '', 300) || undefined,
    url: absoluteUrl(routes.project(entry.slug)),
    image: [entry.avatar, ...entry.images.map((i) => i.image)]
      .filter(Boolean)
      .map((src) => absoluteUrl(src!)),
    dateCreated: createdAt(entry)?.toISOString(),
    keywords: tagList(entry.tags).join(', ') || undefined,
    genre: entry.category?.name,
    author: {
      '@type': 'Person',
      '@id': personId(),
      name: getOwnerName(),
      url: absoluteUrl(routes.home),
    },
  };
}

export function breadcrumbLd(trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
