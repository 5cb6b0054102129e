import type { MetadataRoute } from 'next';
import {
  categoryParams,
  contentIn,
  createdAt,
  getLanguages,
  localPath,
  notesPageParams,
  type Note,
} from '@/lib/content';
import { absoluteUrl, languageAlternates } from '@/lib/metadata';
import { routes } from '@/lib/routes';

const lastChanged = (note: Note) => new Date(note.updated ?? note.date);

export default function sitemap(): MetadataRoute.Sitemap {
  const projects = contentIn().projects;
  const dates = projects.map(createdAt).filter((d) => d !== undefined);
  const newest = dates.length ? new Date(Math.max(...dates.map(Number))) : undefined;
  type Page = { path: string } & Omit<MetadataRoute.Sitemap[number], 'url'>;
  const pages: Page[] = [
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
    { path: routes.cv, changeFrequency: 'monthly' as const, priority: 0.6 },
    ...projects.map((p) => ({
      path: routes.project(p.slug),
      lastModified: createdAt(p),
      changeFrequency: 'yearly' as const,
      priority: 0.8,
    })),
  ];
  const notes = contentIn().notes;
  if (notes.length) {
    const newestNote = notes.map(lastChanged).sort((a, b) => Number(b) - Number(a))[0];
    pages.push({
      path: routes.notes,
      lastModified: newestNote,
      changeFrequency: 'weekly',
      priority: 0.7,
    });
    pages.push(
      ...notesPageParams().map(({ page }) => ({
        path: routes.notesPage(Number(page)),
        lastModified: newestNote,
        changeFrequency: 'weekly' as const,
        priority: 0.4,
      })),
    );
  }
  const languages = getLanguages();
  const entry = (language: string, path: string, written: readonly string[] = languages) => ({
    url: absoluteUrl(localPath(language, path)),
    ...(written.length > 1 && { alternates: { languages: languageAlternates(path, written) } }),
  });
  return [
    ...languages.flatMap((language) =>
      pages.map(({ path, ...page }) => ({ ...entry(language, path), ...page })),
    ),
    // A note only in the languages it is written in: elsewhere its page points to the original.
    ...notes.flatMap((note) =>
      note.languages.map((language) => ({
        ...entry(language, routes.note(note.slug), note.languages),
        lastModified: lastChanged(contentIn(language).note(note.slug)!),
        changeFrequency: 'yearly' as const,
        priority: 0.7,
      })),
    ),
  ];
}
