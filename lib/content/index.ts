import 'server-only';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadContent } from './load';
import { plainText } from '@/lib/format/text';
import { resolveAccents } from '@/lib/theme/palette';
import { formatReport } from './problems';
import type { Content, Project } from './schemas';

export type * from './schemas';

let cached: Content | undefined;

/** The owner's content, read and validated once per process; a bad file throws with the report. */
function content(): Content {
  if (cached) return cached;
  const result = loadContent();
  if (!result.ok) throw new Error(formatReport(result.problems));
  cached = result.content;
  return cached;
}

export const getAbout = () => content().about;
export const getCategories = () => content().categories;
export const getProjects = () => content().portfolios;
export const getSkills = () => content().skills;
export const getTools = () => content().tools;
export const getExperience = () => content().experience;
export const getEducation = () => content().education;
export const getSocialLinks = () => content().socialLinks;
export const getTestimonials = () => content().testimonials;

/** The site's language (config/site.json), and its interface labels (lib/i18n/server.ts reads them). */
export const getLanguage = () => content().site.language;
export const getMessages = () => content().messages;

/** The theme shown before the visitor chooses, and the accent of each theme. */
export const getTheme = () => {
  const { theme } = content().site;
  return { default: theme.default, accents: resolveAccents(theme.accent, theme.accent_dark) };
};

export const getOwnerName = () => `${getAbout().first_name} ${getAbout().last_name}`;

/** "Ines Moreau" or, with a title, "Ines Moreau, Product designer". */
export const getOwnerLine = () => [getOwnerName(), getAbout().title].filter(Boolean).join(', ');

/**
 * The site's description for search and share previews: the owner's own, else the start of the
 * biography, else a plain sentence with the name and title.
 */
export const getSiteDescription = () =>
  getAbout().description ||
  plainText(getAbout().freelancer ?? '', 160) ||
  String(
    new IntlMessageFormat(content().messages.frame.siteDescription, getLanguage()).format({
      owner: getOwnerLine(),
    }),
  );

export const getCategory = (slug: string) => getCategories().find((c) => c.slug === slug);

export const getProject = (slug: string) => getProjects().find((p) => p.slug === slug);

/** `all` lists every entry; any other id lists the entries of that category. */
export function getProjectsIn(categoryId: string): Project[] {
  const all = getProjects();
  return categoryId === 'all' ? all : all.filter((p) => p.category_slug === categoryId);
}

/** "Brand identity, Packaging, " → ["Brand identity", "Packaging"] */
export const tagList = (tags: string | undefined) =>
  (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The ids of the prerendered project pages (and of their share images). */
export const projectParams = () => getProjects().map((p) => ({ id: p.slug }));

/** The ids of the prerendered category pages: all, then every category. */
export const categoryParams = () => [
  { id: 'all' },
  ...getCategories().map((c) => ({ id: c.slug })),
];

/** A category page's heading: "All Portfolio" for all, the category's name, undefined if unknown. */
export const categoryTitle = (id: string) =>
  id === 'all' ? content().messages.frame.allWork : getCategory(id)?.name;

/** When the project was made, if its created_at is set. */
export function createdAt(entry: Project): Date | undefined {
  const date = entry.created_at ? new Date(entry.created_at) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
