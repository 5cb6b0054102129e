import type { MetadataRoute } from 'next';
import { categoryParams, contentIn, createdAt, getLanguages, localPath } from '@/lib/content';
import { absoluteUrl, languageAlternates } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  const projects = contentIn().projects;
  const dates = projects.map(createdAt).filter((d) => d !== undefined);
  const newest = dates.length ? new Date(Math.max(...dates.map(Number))) : undefined;
  const pages = [
    { path: routes.home, lastModified: newest, changeFrequency: 'monthly' as const, priority: 1 },
    ...categoryParams().map(({ id }) => ({
      path: routes.category(id),
      lastModified: newest,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...(contentIn().offers.length
      ? [{ path: routes.hire, changeFrequency: 'monthly' as const, priority: 0.7 }]
      : []),
    ...projects.map((p) => ({
      path: routes.project(p.slug),
      lastModified: createdAt(p),
      changeFrequency: 'yearly' as const,
      priority: 0.8,
    })),
  ];
  const languages = getLanguages();
  return languages.flatMap((language) =>
    pages.map(({ path, ...page }) => {
      const alternates = languageAlternates(path);
      return {
        url: absoluteUrl(localPath(language, path)),
        ...page,
        ...(languages.length > 1 && { alternates: { languages: alternates } }),
      };
    }),
  );
}
