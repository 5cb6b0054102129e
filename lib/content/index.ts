import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentVersion, ownerFolders } from './edits';
import { loadContent } from './load';
import { plainText } from '@/lib/format/text';
export { tagList } from '@/lib/format/text';
import { resolveAccents } from '@/lib/theme/palette';
import { DATE_LOCALE } from '@/lib/constants';
import { AMOUNT_SLOT, priceParts, type PriceLabels } from '@/lib/format/price';
import { textDirection } from '../i18n/catalogue';
import { translator } from '../i18n/labels';
import { withLanguage, type SiteLanguage } from '../i18n/switch';
import type { LanguageOfferLabels } from '../i18n/label-types';
import { formatReport, type ContentProblem } from './problems';
import { emptySite } from './new-site';
import { homeOrder } from './home-sections';
import { pictureHostsAtStart } from './edit-problems';
import { pictureProblems } from './picture-check';
import { settings } from '../settings';
import {
  contentFiles,
  PRICE_UNITS,
  type Content,
  type ContentKey,
  type Offer,
  type Project,
} from './schemas';
import { textAt } from './translations';
import { splitPrivate } from './private';
import { tagsIn } from './notes';
import { NOTES_PER_PAGE } from '@/lib/constants';

export type * from './schemas';
export type { Note, Tag } from './note';

type Loaded = {
  defaultContent: Content;
  all: Map<string, Content>;
  /** Per language, the "key path" of every text shown untranslated, in the site's own. */
  fallbacks: Map<string, Set<string>>;
};
/** The content as read at one version of the owner's folders (always 0 outside `next dev`). In
 * `next dev`, content with problems keeps the last valid content, and the problems, for the page
 * of ours that lists them (app/document.tsx): no page, route or metadata throws over them. */
let cached:
  | { version: number; loaded: Loaded; problems?: ContentProblem[] }
  | { version: number; error: Error }
  | undefined;
let lastValid: Loaded | undefined;

// Read once per process, and in `next dev` again after each edit.
function loaded(): Loaded {
  const version = contentVersion();
  if (cached?.version !== version) {
    cached = read(version);
    views.clear();
  }
  if ('error' in cached) throw cached.error;
  return cached.loaded;
}

function read(version: number): NonNullable<typeof cached> {
  const result = loadContent();
  if (!result.ok) {
    if (!ownerFolders()) return { version, error: contentError(formatReport(result.problems)) };
    return { version, loaded: lastValid ?? standIn(), problems: result.problems };
  }
  // The public site is drawn from `visible` only: no page, list or index can reach the others.
  const { visible } = splitPrivate([result.content, ...result.translations]);
  const all = new Map<string, Content>();
  for (const content of visible) all.set(content.language, content);
  const keyOf = new Map(
    Object.entries(contentFiles).map(([key, spec]) => [spec.file as string, key]),
  );
  const fallbacks = new Map(
    Object.entries(result.untranslated).map(([language, texts]) => [
      language,
      new Set(texts.map((text) => `${keyOf.get(path.basename(text.file))} ${text.path}`)),
    ]),
  );
  lastValid = { defaultContent: visible[0]!, all, fallbacks };
  return { version, loaded: lastValid };
}

/** In `next dev`, before the owner's content was ever valid: an empty site the pages can draw
 * under the list of problems, which is all the owner sees. */
function standIn(): Loaded {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-stand-in-'));
  try {
    for (const [file, json] of Object.entries(emptySite('Your', 'Name', undefined))) {
      fs.writeFileSync(path.join(folder, file), JSON.stringify(json));
    }
    const result = loadContent({ configDir: folder, publicDir: folder });
    if (!result.ok) throw new Error(formatReport(result.problems));
    const all = new Map([[result.content.language, result.content]]);
    return { defaultContent: result.content, all, fallbacks: new Map() };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** In `next dev`, the content's problems since the last edit; undefined when it is valid (and
 * always outside `next dev`, where invalid content stops the build). */
export function contentProblems(): ContentProblem[] | undefined {
  loaded();
  return cached && 'problems' in cached ? cached.problems : undefined;
}

let pictureCheck: { version: number; found: Promise<ContentProblem[]> } | undefined;

/** In `next dev`, what the page of problems lists: the content's, else its pictures' that would
 * not show (fetched once per edit); undefined when there are none, and outside `next dev`. */
export async function devProblems(): Promise<ContentProblem[] | undefined> {
  const problems = contentProblems();
  if (problems || !ownerFolders()) return problems;
  const version = contentVersion();
  if (pictureCheck?.version !== version) {
    const found = pictureProblems([...loaded().all.values()], {
      configDir: settings().configDir,
      publicDir: path.join(/*turbopackIgnore: true*/ process.cwd(), 'public'),
      hostsAtStart: pictureHostsAtStart(),
    });
    pictureCheck = { version, found };
  }
  const found = await pictureCheck.found;
  return found.length ? found : undefined;
}

/** The report alone, as a server started on invalid content stops with it: where the site's code
 * noticed it would only draw the eye away from the file to fix. */
function contentError(report: string) {
  const error = new Error(report);
  error.stack = `Error: ${report}`;
  return error;
}

export const getDefaultLanguage = () => loaded().defaultContent.language;

export const getLanguages = () => [...loaded().all.keys()];

export const hasLanguage = (language: unknown): language is string =>
  typeof language === 'string' && loaded().all.has(language);

export const getTheme = () => {
  const { theme } = loaded().defaultContent.site;
  return { default: theme.default, accents: resolveAccents(theme.accent, theme.accent_dark) };
};

export const projectParams = () => loaded().defaultContent.projects.map((p) => ({ id: p.slug }));

/** Every language, where there are notes: a route of the notes has none without them (a 404). */
export const notesLanguageParams = () =>
  loaded().defaultContent.notes.length ? getLanguages().map((lang) => ({ lang })) : [];

export const noteParams = () => loaded().defaultContent.notes.map((n) => ({ slug: n.slug }));

/** The notes list's pages, at least one: the same count in every language. */
export const notesPageCount = () =>
  Math.max(1, Math.ceil(loaded().defaultContent.notes.length / NOTES_PER_PAGE));

/** Pages 2 and on (page 1 is /notes). */
export const notesPageParams = () =>
  Array.from({ length: notesPageCount() - 1 }, (_, index) => ({ page: String(index + 2) }));

export const categoryParams = () => [
  { id: 'all' },
  ...loaded().defaultContent.categories.map((c) => ({ id: c.slug })),
];

/** An address of the site in `language`: `localPath('fr', '/portfolio/x')` → "/fr/portfolio/x". */
export const localPath = (language: string, path: string) =>
  withLanguage(path, language, getDefaultLanguage());

function view(content: Content) {
  const { language, about } = content;
  const t = translator(language, content.catalogue);
  const ownerName = `${about.first_name} ${about.last_name}`;
  const ownerLine = [ownerName, about.title].filter(Boolean).join(', ');
  const projects = content.projects;
  const fallbacks = loaded().fallbacks.get(language);
  const defaultLanguage = getDefaultLanguage();
  const category = (slug: string) => content.categories.find((c) => c.slug === slug);
  const offers = [...content.offers].sort((a, b) => Number(b.featured) - Number(a.featured));
  const priceLabels: PriceLabels = {
    from: t('hire.from', { amount: AMOUNT_SLOT }),
    units: Object.fromEntries(
      PRICE_UNITS.map((unit) => [unit, t(`hire.units.${unit}`)]),
    ) as PriceLabels['units'],
  };
  return {
    language,
    isDefault: language === getDefaultLanguage(),
    multilingual: loaded().all.size > 1,
    dir: textDirection(language),
    dateLocale: language.split('-')[0] === 'en' ? DATE_LOCALE : language,
    t,
    catalogue: content.catalogue,
    about,
    categories: content.categories,
    projects,
    skills: content.skills,
    tools: content.tools,
    experience: content.experience,
    education: content.education,
    socialLinks: content.socialLinks,
    testimonials: content.testimonials,
    offers,
    faq: content.faq,
    cv: content.cv,
    availability: content.site.availability,
    /** The home page's sections in the owner's order, each shown when it has content. */
    homeSections: homeOrder(content.site.home_sections),
    offer: (id: string) => offers.find((offer) => offer.id === id),
    /** Newest first: this language's translations and, marked with their language, the rest. */
    notes: content.notes,
    note: (slug: string) => content.notes.find((note) => note.slug === slug),
    noteTags: tagsIn(content.notes, language),
    notesTagged: (tag: string) => content.notes.filter((n) => n.tags.some((t) => t.slug === tag)),
    notesAbout: (project: string) => content.notes.filter((n) => n.projects.includes(project)),
    /** A language's name in the page's language: "en" on a French page → "anglais". */
    languageName: (tag: string) => languageName(tag, language),
    /** The parts of an offer's price in the page's language; undefined when it is on request. */
    price: (offer: Offer) => offer.price && priceParts(offer.price, language, priceLabels),
    ownerName,
    ownerLine,
    description:
      about.description ||
      plainText(about.freelancer ?? '', 160) ||
      t('frame.siteDescription', { owner: ownerLine }),
    category,
    project: (slug: string) => projects.find((p) => p.slug === slug),
    projectsIn: (categoryId: string): Project[] =>
      categoryId === 'all' ? projects : projects.filter((p) => p.category_slug === categoryId),
    categoryTitle: (id: string) => (id === 'all' ? t('frame.allWork') : category(id)?.name),
    /** The `lang` of a text shown untranslated, so a screen reader reads it in its language. */
    fallbackLang: (
      key: ContentKey,
      field: string,
      item?: Record<string, unknown>,
      index?: number,
    ): string | undefined =>
      fallbacks?.has(`${key} ${textAt(item ?? {}, item ? (index ?? -1) : undefined, field)}`)
        ? defaultLanguage
        : undefined,
    path: (path: string) => localPath(language, path),
  };
}

export type Local = ReturnType<typeof view>;

/** Each language's view of the content as last read: emptied when it is read again. */
const views = new Map<string, Local>();

export function contentIn(language?: string): Local {
  const content = (language && loaded().all.get(language)) || loaded().defaultContent;
  let local = views.get(content.language);
  if (!local) views.set(content.language, (local = view(content)));
  return local;
}

function languageName(tag: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** A language's name in itself, as a list of languages shows it: "fr" → "Français". */
export function autonym(tag: string): string {
  // An owner's tag Intl has no name for is shown as written.
  const name = languageName(tag, tag);
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

export const siteLanguages = (): SiteLanguage[] =>
  getLanguages().map((tag) => ({ tag, name: autonym(tag) }));

export const languageOffers = (): Record<string, LanguageOfferLabels> =>
  Object.fromEntries(
    getLanguages().map((tag) => {
      const { t, dir } = contentIn(tag);
      const labels = {
        dir,
        label: t('language.offerLabel'),
        offer: t('language.offer'),
        dismiss: t('language.dismiss'),
      };
      return [tag, labels];
    }),
  );

export function createdAt(project: Project): Date | undefined {
  const date = project.created_at ? new Date(project.created_at) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
