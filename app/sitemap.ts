import type { MetadataRoute } from 'next';
import { categoryParams, createdAt, getProjects } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';

/** Every page a search engine should know: home, the category pages, every project. */
export default function sitemap(): MetadataRoute.Sitemap {
  const projects = getProjects();
  const dates = projects.map(createdAt).filter((d) => d !== undefined);
  const newest = dates.length ? new Date(Math.max(...dates.map(Number))) : undefined;
  return [
    {
      url: absoluteUrl(routes.home),
      lastModified: newest,
      changeFrequency: 'monthly',
      priority: 1,
    },
    ...categoryParams().map(({ id }) => ({
      url: absoluteUrl(routes.category(id)),
      lastModified: newest,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...projects.map((p) => ({
      url: absoluteUrl(routes.project(p.slug)),
      lastModified: createdAt(p),
      changeFrequency: 'yearly' as const,
      priority: 0.8,
    })),
  ];
}
