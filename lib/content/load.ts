import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { canonicalLanguage, resolveCatalogue, shippedFor, type Catalogue } from '../i18n/catalogue';
import { settings } from '../settings';
import { development } from '../settings/public';
import { fileInPublic, privateBeside } from './public-file';
import { contentFiles, ITEM_NAMES, type Content, type ContentKey } from './schemas';
import { translateContent, translateSite } from './translations';
import { loadNotes } from './notes';
import {
  describeValue,
  jsonPath,
  readJson,
  withoutSchemaRef,
  problemsFromIssues,
  type ContentProblem,
  type ItemName,
} from './problems';

export type LoadResult =
  | {
      ok: true;
      content: Content;
      translations: Content[];
      untranslated: Record<string, ContentProblem[]>;
      /** What the build left out and goes on without: printed, not stopping it. */
      warnings: ContentProblem[];
    }
  | { ok: false; problems: ContentProblem[] };

export type LoadOptions = {
  configDir?: string;
  publicDir?: string;
};

export const defaultConfigDir = () => settings().configDir;

/** Where each file's items sit: "" for a plain array, "data" for an envelope. */
type Prefixes = Partial<Record<ContentKey, string>>;

/** How problems name the items of a list: a project by its slug, `project "tiny-house" (data[2])`. */
export function itemNames(key: ContentKey, items: unknown): ItemName | undefined {
  const name = ITEM_NAMES[key];
  return name && Array.isArray(items) ? { ...name, items } : undefined;
}

function parseFile(key: ContentKey, dir: string, problems: ContentProblem[], prefixes: Prefixes) {
  const spec = contentFiles[key];
  const file = `config/${spec.file}`;
  const full = path.join(dir, spec.file);
  if (spec.optional && !fs.existsSync(full)) return spec.list ? [] : spec.schema.parse({});
  const raw = readJson(file, full, problems);
  if (raw === undefined) return undefined;

  if (!spec.list) {
    const result = (spec.schema as z.ZodType).safeParse(withoutSchemaRef(raw));
    if (result.success) return result.data;
    problems.push(...problemsFromIssues(file, result.error.issues, raw));
    return undefined;
  }

  // A list file is a plain array or an envelope { data: [...], current_page, last_page }.
  const isEnvelope = !!raw && typeof raw === 'object' && !Array.isArray(raw) && 'data' in raw;
  const items = isEnvelope ? (raw as { data: unknown }).data : raw;
  prefixes[key] = isEnvelope ? 'data' : '';
  if (!Array.isArray(items)) {
    problems.push({
      file,
      path: isEnvelope ? 'data' : '',
      reason: `expected a list, or an object with a "data" list, got ${describeValue(items)}`,
    });
    return undefined;
  }
  const result = z.array(spec.schema as z.ZodType).safeParse(items);
  if (result.success) return result.data;
  problems.push(
    ...problemsFromIssues(
      file,
      result.error.issues,
      raw,
      isEnvelope ? ['data'] : [],
      itemNames(key, items),
    ),
  );
  return undefined;
}

/** A root-relative path must name a file in public/ (else a broken image); others go unchecked. */
function missingInPublic(publicDir: string, value: string | null | undefined): boolean {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return false;
  const local = fileInPublic(publicDir, value);
  return !local || !fs.existsSync(local);
}

type BaseContent = Omit<Content, 'catalogue' | 'language' | 'notes'>;

/** The references between files and to public/, over the files that parsed: a check that needs
 * a file with mistakes of its own waits for it, rather than flagging every reference to it. */
function crossCheck(
  content: Partial<BaseContent>,
  prefixes: Prefixes,
  publicDir: string,
  folder = 'config',
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const at = (key: ContentKey, index: number, field: string) => ({
    file: `${folder}/${contentFiles[key].file}`,
    path: `${jsonPath([...(prefixes[key] ? [prefixes[key]] : []), index], itemNames(key, content[key as keyof BaseContent]))}.${field}`,
  });

  const names = [
    ['categories', content.categories?.map((item) => item.slug) ?? [], 'slug'],
    ['projects', content.projects?.map((item) => item.slug) ?? [], 'slug'],
    ['offers', content.offers?.map((item) => item.id) ?? [], 'id'],
  ] as const;
  for (const [key, values, field] of names) {
    values.forEach((value, index) => {
      const first = values.indexOf(value);
      if (first !== index) {
        const reason = `"${value}" is already the ${field} of item [${first}]; ${field}s must be unique`;
        problems.push({ ...at(key, index, field), reason });
      }
    });
  }
  if (content.about?.booking_embed && !content.about.booking_url) {
    problems.push({
      file: `${folder}/about.json`,
      path: 'booking_embed',
      reason:
        'shows the scheduler of "booking_url", which is not set: add booking_url or remove this',
    });
  }

  const slugs = content.projects?.map((project) => project.slug);
  content.cv?.projects?.forEach((slug, index, listed) => {
    const where = { file: `${folder}/cv.json`, path: `projects[${index}]` };
    if (slugs && !slugs.includes(slug)) {
      const list = slugs.map((s) => `"${s}"`).join(', ') || 'none defined';
      problems.push({
        ...where,
        reason: `"${slug}" names no project in config/portfolios.json (known: ${list}): remove it from this list, or name one of those`,
      });
    } else if (content.projects?.find((project) => project.slug === slug)?.private) {
      problems.push({
        ...where,
        reason: `"${slug}" is a private project, which no public page shows, the CV included: remove it from this list`,
      });
    } else if (listed.indexOf(slug) !== index) {
      problems.push({ ...where, reason: `"${slug}" is listed twice` });
    }
  });

  const known = new Set(content.categories?.map((c) => c.slug));
  const knownList = [...known].map((s) => `"${s}"`).join(', ') || 'none defined';
  const unknownCategory = (value: string) =>
    `"${value}" names no category in config/categories.json (known: ${knownList})`;
  const projects = content.categories ? (content.projects ?? []) : [];
  projects.forEach((project, index) => {
    if (project.category_slug && !known.has(project.category_slug)) {
      problems.push({
        ...at('projects', index, 'category_slug'),
        reason: unknownCategory(project.category_slug),
      });
    }
    if (project.category && !known.has(String(project.category.id))) {
      problems.push({
        ...at('projects', index, 'category.id'),
        reason: unknownCategory(String(project.category.id)),
      });
    }
    if (
      project.category &&
      project.category_slug &&
      project.category.id !== project.category_slug
    ) {
      problems.push({
        ...at('projects', index, 'category_slug'),
        reason: `"${project.category_slug}" and category.id "${project.category.id}" name different categories; a project belongs to one`,
      });
    }
  });

  const checkFile = (where: { file: string; path: string }, value: string | null | undefined) => {
    if (missingInPublic(publicDir, value)) {
      problems.push({ ...where, reason: `"${value}" names no file in public/` });
    }
  };
  for (const field of ['icon', 'fav', 'avatar', 'resume_cv'] as const) {
    checkFile({ file: `${folder}/about.json`, path: field }, content.about?.[field]);
  }
  // A private project's pictures live in private/, beside public/: only its links can reach them.
  const privateDir = privateBeside(publicDir);
  const checkPrivate = (where: { file: string; path: string }, value: string | undefined) => {
    if (!value) return;
    if (!value.startsWith('/') || value.startsWith('//')) {
      problems.push({
        ...where,
        reason: `"${value}" is on another host: a private project's pictures live in private/, where only its links reach them; save it there and write its path from there, like "/images/…"`,
      });
    } else if (!missingInPublic(publicDir, value)) {
      problems.push({
        ...where,
        reason: `"${value}" is in public/, where anyone can fetch it: move it to private/ (same path) for this private project`,
      });
    } else if (missingInPublic(privateDir, value)) {
      problems.push({ ...where, reason: `"${value}" names no file in private/` });
    }
  };
  content.projects?.forEach((project, index) => {
    const check = project.private ? checkPrivate : checkFile;
    check(at('projects', index, 'avatar'), project.avatar);
    check(at('projects', index, 'cover'), project.cover);
    project.images.forEach((img, i) =>
      check(at('projects', index, `images[${i}].image`), img.image),
    );
  });
  content.tools?.forEach((tool, index) => {
    checkFile(at('tools', index, 'avatar'), tool.avatar);
    checkFile(at('tools', index, 'avatar_dark'), tool.avatar_dark);
  });
  content.socialLinks?.forEach((link, index) =>
    checkFile(at('socialLinks', index, 'icon'), link.icon),
  );
  content.testimonials?.forEach((t, index) =>
    checkFile(at('testimonials', index, 'avatar'), t.avatar),
  );
  content.cv?.certificates.forEach((certificate, index) =>
    checkFile({ file: `${folder}/cv.json`, path: `certificates[${index}].url` }, certificate.url),
  );
  return problems;
}

/** `project "site" (data[0]).cover` and `[0].cover` name the same place, in a file and in its
 * translation, which is read without its envelope. */
const samePlace = (a: string, b: string) => {
  const bare = (at: string) =>
    at.replace(/^[a-z]+ "(?:[^"\\]|\\.)*" \((.*?)\)/, '$1').replace(/^data(?=\[)/, '');
  return bare(a) === bare(b);
};

/** Reads and checks the whole content. On mistakes, every one the files hold is listed at once,
 * each file checked as far as it can be: a later check waits only for the files it reads. */
export function loadContent(options: LoadOptions = {}): LoadResult {
  const dir = options.configDir ?? defaultConfigDir();
  const publicDir = path.resolve(
    /*turbopackIgnore: true*/ options.publicDir ?? path.join(process.cwd(), 'public'),
  );
  const problems: ContentProblem[] = [];
  const prefixes: Prefixes = {};
  const keys = Object.keys(contentFiles) as ContentKey[];
  const parsed = Object.fromEntries(
    keys.map((key) => [key, parseFile(key, dir, problems, prefixes)]),
  ) as Partial<BaseContent>;
  const allParsed = keys.every((key) => parsed[key] !== undefined);
  problems.push(...crossCheck(parsed, prefixes, publicDir));
  if (!parsed.site) return { ok: false, problems };

  const { language, translations } = parsed.site;
  const labels = interfaceLabels([language, ...translations], dir);
  problems.push(...labels.problems);
  const notes = loadNotes({
    configDir: dir,
    language,
    translations,
    labels: (tag) => {
      const { footnotes, backToText } = (
        labels.catalogues[tag] ?? resolveCatalogue('en', undefined).catalogue
      ).notes;
      return { footnotes, backToText };
    },
    projects: parsed.projects?.map((project) => project.slug),
    missing: (src) => missingInPublic(publicDir, src),
    drafts: development(),
    embedHosts: parsed.site.embed_hosts,
  });
  if (!notes.ok) problems.push(...notes.problems);
  // A translation is read over the whole default content.
  if (!allParsed) return { ok: false, problems };
  const content = parsed as BaseContent;

  const translated: Content[] = [];
  const untranslated: Record<string, ContentProblem[]> = {};
  for (const tag of translations) {
    const result = translateContent(content, tag, dir);
    const site = translateSite(content.site, tag, dir);
    if (!result.ok) problems.push(...result.problems);
    if (!site.ok) problems.push(...site.problems);
    if (!result.ok || !site.ok) continue;
    const local = result.translation.content;
    // What a translation takes from the original, unchanged, is the original's problem, said once.
    const own = (problem: ContentProblem) => {
      const file = problem.file.slice(`config/${tag}/`.length);
      return !problems.some(
        (base) =>
          base.file === `config/${file}` &&
          base.reason === problem.reason &&
          samePlace(base.path, problem.path),
      );
    };
    problems.push(
      ...crossCheck({ ...local, site: content.site }, {}, publicDir, `config/${tag}`).filter(own),
    );
    untranslated[tag] = [...result.translation.untranslated, ...site.untranslated];
    if (!notes.ok || !labels.catalogues[tag]) continue;
    translated.push({
      ...local,
      notes: notes.notes[tag] ?? [],
      site: site.site,
      language: tag,
      catalogue: labels.catalogues[tag],
      projects: withCategories(local, true),
    });
  }
  if (problems.length || !notes.ok || !labels.catalogues[language]) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    content: {
      ...content,
      notes: notes.notes[language] ?? [],
      language,
      catalogue: labels.catalogues[language],
      projects: withCategories(content),
    },
    translations: translated,
    untranslated,
    warnings: notes.warnings,
  };
}

/** Every file in config/messages/ is checked, so a typo is caught before its language is on. */
function interfaceLabels(
  languages: string[],
  dir: string,
): { catalogues: Record<string, Catalogue>; problems: ContentProblem[] } {
  const folder = path.join(dir, 'messages');
  const problems: ContentProblem[] = [];
  const files = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => name.endsWith('.json'))
    : [];
  const catalogues: Record<string, Catalogue> = {};
  for (const name of files) {
    const file = `config/messages/${name}`;
    const tag = canonicalLanguage(name.slice(0, -'.json'.length));
    if (!tag) {
      problems.push({
        file,
        path: '',
        reason: 'expected a file named after a language tag, like fr.json or pt-BR.json',
      });
      continue;
    }
    const raw = readJson(file, path.join(folder, name), problems);
    if (raw === undefined) continue;
    const result = resolveCatalogue(tag, raw, file);
    problems.push(...result.problems);
    if (languages.includes(tag)) catalogues[tag] = result.catalogue;
  }
  languages.forEach((language, index) => {
    if (catalogues[language]) return;
    if (shippedFor(language)) {
      catalogues[language] = resolveCatalogue(language, undefined).catalogue;
      return;
    }
    problems.push({
      file: 'config/site.json',
      path: index === 0 ? 'language' : `translations[${index - 1}]`,
      reason: `the site has no labels for "${language}": add config/messages/${language}.json with a translation of every label in lib/i18n/catalogues/en.json`,
    });
  });
  return { catalogues, problems };
}

/** The spec links a card by `category.id` and filters a category page by `category_slug`. Either
 * is enough: the other is filled in, so a project's link, label and listing always agree. */
function withCategories(
  content: Pick<Content, 'categories' | 'projects'>,
  translated = false,
): Content['projects'] {
  const names = new Map(content.categories.map((c) => [c.slug, c.name]));
  return content.projects.map((project) => {
    const slug = project.category_slug ?? project.category?.id;
    if (!slug) return project;
    const name = (translated ? names.get(slug) : undefined) ?? project.category?.name;
    return {
      ...project,
      category_slug: slug,
      category: { id: slug, name: name ?? names.get(slug) ?? slug },
    };
  });
}
