import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  describeValue,
  jsonPath,
  problemsFromIssues,
  readJson,
  unknownFields,
  withoutSchemaRef,
  type ContentProblem,
  type ItemName,
} from './problems';
import { isBlank } from './blank';
import {
  availabilitySchema,
  contentFiles,
  ITEM_NAMES,
  projectSchema,
  siteSchema,
  storyImageProblems,
  type Content,
  type ContentKey,
  type Project,
  type Site,
} from './schemas';

/** config/<tag>/ holds only what that language changes; each text left out is reported at build.
 * List items match by slug or id, else by position, where `null` or `{}` keeps an item as it is. */

const PROSE: Partial<Record<ContentKey, readonly string[]>> = {
  about: ['title', 'freelancer', 'bio', 'description'],
  categories: ['name'],
  // A project's name is most often a proper name: the same in every language, so not reported.
  // A client is most often a proper name too: translatable, not reported.
  projects: [
    'description',
    'tags',
    'role',
    'summary',
    'duration',
    'challenge',
    'approach',
    'outcome',
    'results',
    'story_images',
  ],
  skills: ['name', 'description'],
  // tools: most often a product's name ("Figma"), so translatable but not reported.
  experience: ['name', 'description', 'highlights'],
  education: ['name', 'description', 'highlights', 'courses'],
  testimonials: ['quote', 'role'],
  offers: ['name', 'summary', 'deliverables', 'duration'],
  faq: ['question', 'answer'],
  // Certificates' names are most often proper names, as projects' are.
  cv: ['languages', 'highlights', 'awards'],
};

const TRANSLATABLE = (Object.keys(contentFiles) as ContentKey[]).filter((key) => key !== 'site');

/** The field a translated item names its original by; the others are the same in every language. */
const MATCH: Partial<Record<ContentKey, 'slug' | 'id'>> = {
  categories: 'slug',
  projects: 'slug',
  offers: 'id',
};
const FIXED: Partial<Record<ContentKey, readonly string[]>> = {
  projects: ['category', 'category_slug'],
  offers: ['price', 'featured'],
  cv: ['projects'],
};

type Item = Record<string, unknown>;

export type Translation = {
  content: Omit<Content, 'catalogue' | 'site' | 'language' | 'notes'>;
  untranslated: ContentProblem[];
};

/** Where an untranslated text is: `bio`, `[2].name`, or by slug or id, `harbour-app.description`. */
export function textAt(item: Item, index: number | undefined, field: string) {
  if (index === undefined) return field;
  const name = [item.slug, item.id].find((value) => typeof value === 'string');
  return name ? `${name}.${field}` : `[${index}].${field}`;
}

const given = (value: unknown) => !isBlank(value);

function overlay(base: Item, translated: Item): Item {
  const out = { ...base };
  for (const [field, value] of Object.entries(translated)) if (given(value)) out[field] = value;
  return out;
}

export function translateContent(
  base: Omit<Content, 'catalogue' | 'site' | 'language' | 'notes'>,
  language: string,
  configDir: string,
): { ok: true; translation: Translation } | { ok: false; problems: ContentProblem[] } {
  const folder = path.join(configDir, language);
  const problems: ContentProblem[] = [];
  const untranslated: ContentProblem[] = [];
  const content: Record<string, unknown> = { ...base };

  for (const key of TRANSLATABLE) {
    const spec = contentFiles[key];
    const file = `config/${language}/${spec.file}`;
    const full = path.join(folder, spec.file);
    const prose = PROSE[key] ?? [];
    const fixed = FIXED[key] ?? [];
    const match = MATCH[key];

    if (!fs.existsSync(full)) {
      const items = spec.list ? (base[key as keyof typeof base] as Item[]) : [base[key as 'about']];
      items.forEach((item, index) => {
        for (const field of prose) {
          if (given(item[field])) {
            const where = textAt(item, spec.list ? index : undefined, field);
            untranslated.push({ file, path: where, reason: 'not translated' });
          }
        }
      });
      continue;
    }
    const raw = readJson(file, full, problems);
    if (raw === undefined) continue;

    // A translation holds some fields only: the checks across a project's fields wait for it whole.
    const fields = key === 'projects' ? projectSchema : (spec.schema as unknown as z.ZodObject);
    const schema = fields.partial();
    const data = (raw as { data?: unknown } | null)?.data;
    const listed = Array.isArray(raw) ? raw : Array.isArray(data) ? data : [];
    const named: ItemName | undefined = ITEM_NAMES[key] && { ...ITEM_NAMES[key], items: listed };
    const check = (value: unknown, at: (string | number)[]) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        problems.push(...problemsFromIssues(file, result.error.issues, raw, at, named));
        return undefined;
      }
      for (const field of fixed) {
        if ((value as Item)[field] !== undefined) {
          problems.push({
            file,
            path: jsonPath([...at, field]),
            reason: `is the same in every language: set it in config/${spec.file} only`,
          });
        }
      }
      return result.data as Item;
    };

    if (!spec.list) {
      const translated = check(withoutSchemaRef(raw), []);
      if (!translated) continue;
      const original = base[key as 'about'] as Item;
      content[key] = overlay(original, translated);
      for (const field of prose) {
        if (given(original[field]) && !given(translated[field])) {
          untranslated.push({ file, path: field, reason: 'not translated' });
        }
      }
      continue;
    }

    const isEnvelope = !!raw && typeof raw === 'object' && !Array.isArray(raw) && 'data' in raw;
    const items = isEnvelope ? (raw as { data: unknown }).data : raw;
    const prefix: (string | number)[] = isEnvelope ? ['data'] : [];
    if (!Array.isArray(items)) {
      problems.push({
        file,
        path: jsonPath(prefix),
        reason: `expected a list, or an object with a "data" list, got ${describeValue(items)}`,
      });
      continue;
    }
    const original = base[key as keyof typeof base] as Item[];
    const matched = new Map<number, Item>();
    const matchedAt = new Map<number, number>();
    items.forEach((item, index) => {
      const at = [...prefix, index];
      if (
        !match &&
        (item === null ||
          (typeof item === 'object' && !Array.isArray(item) && !Object.keys(item).length))
      )
        return;
      const translated = check(item, at);
      if (!translated) return;
      if (match) {
        const name = translated[match];
        const target = original.findIndex((item) => item[match] === name);
        if (!name || target < 0) {
          const known = original.map((item) => `"${String(item[match])}"`).join(', ');
          problems.push({
            file,
            path: jsonPath([...at, match]),
            reason: name
              ? `"${String(name)}" names no item of config/${spec.file} (known: ${known})`
              : `expected the ${match} of the item of config/${spec.file} this translates (known: ${known})`,
          });
          return;
        }
        // Public or private in every language at once: only the original says which.
        const isPrivate = (item: Item) => item.private === true;
        if ('private' in translated && isPrivate(translated) !== isPrivate(original[target]!)) {
          problems.push({
            file,
            path: jsonPath([...at, 'private']),
            reason: `whether a project is private is said once, in config/${spec.file}, for every language${original[target]!.private ? ' (it is private there)' : ': write "private": true there'}; leave it out here`,
          });
        }
        matched.set(target, translated);
        matchedAt.set(target, index);
      } else if (index >= original.length) {
        problems.push({
          file,
          path: jsonPath([...prefix, index]),
          reason: `config/${spec.file} has ${original.length} items; a translation matches them by position and cannot add one`,
        });
      } else {
        matched.set(index, translated);
        matchedAt.set(index, index);
      }
    });
    content[key] = original.map((item, index) => {
      const translated = matched.get(index) ?? {};
      for (const field of prose) {
        if (given(item[field]) && !given(translated[field])) {
          untranslated.push({ file, path: textAt(item, index, field), reason: 'not translated' });
        }
      }
      const whole = overlay(item, translated);
      if (key === 'projects' && translated.story_images) {
        const at = [...prefix, matchedAt.get(index)!, 'story_images'];
        for (const problem of storyImageProblems(whole as unknown as Project)) {
          const where = jsonPath([...at, ...problem.path], named);
          problems.push({ file, path: where, reason: problem.reason });
        }
      }
      return whole;
    });
  }

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    translation: { content: content as unknown as Translation['content'], untranslated },
  };
}

const SITE_FILE = contentFiles.site.file;
const siteTranslationSchema = z.object({
  $schema: z.string().optional(),
  availability: z
    .object(
      { note: z.string({ error: 'expected text' }).optional() },
      { error: 'expected an object { "note" }' },
    )
    .optional(),
});

/** Of config/site.json, only the availability note is words: config/<tag>/site.json holds it. */
export function translateSite(
  site: Site,
  language: string,
  configDir: string,
):
  | { ok: true; site: Site; untranslated: ContentProblem[] }
  | { ok: false; problems: ContentProblem[] } {
  const file = `config/${language}/${SITE_FILE}`;
  const full = path.join(configDir, language, SITE_FILE);
  const note = site.availability?.note;
  const missing = [{ file, path: 'availability.note', reason: 'not translated' }];
  if (!fs.existsSync(full)) return { ok: true, site, untranslated: note ? missing : [] };
  const problems: ContentProblem[] = [];
  const raw = readJson(file, full, problems);
  if (raw === undefined) return { ok: false, problems };
  const result = siteTranslationSchema.safeParse(raw);
  if (!result.success)
    return { ok: false, problems: problemsFromIssues(file, result.error.issues, raw) };
  // A field of config/site.json is set there for every language; any other is a typo.
  const check = (fields: string[], known: string[], translatable: string[], at: string) =>
    fields
      .filter((field) => !translatable.includes(field))
      .map((field) =>
        known.includes(field)
          ? {
              file,
              path: at ? `${at}.${field}` : field,
              reason: `is the same in every language: set it in config/${SITE_FILE} only`,
            }
          : { file, path: at, reason: unknownFields([field], [...translatable, ...known]) },
      );
  const wrong = [
    ...check(
      Object.keys(raw as Item),
      Object.keys(siteSchema.shape),
      ['$schema', 'availability'],
      '',
    ),
    ...check(
      Object.keys(((raw as Item).availability as Item | undefined) ?? {}),
      Object.keys(availabilitySchema.shape),
      ['note'],
      'availability',
    ),
  ];
  if (wrong.length) return { ok: false, problems: wrong };
  const translated = result.data.availability?.note;
  if (!site.availability || !given(translated)) {
    return { ok: true, site, untranslated: note ? missing : [] };
  }
  return {
    ok: true,
    site: { ...site, availability: { ...site.availability, note: translated!.trim() } },
    untranslated: [],
  };
}

export function untranslatedReport(language: string, name: string, untranslated: ContentProblem[]) {
  if (!untranslated.length) return `${name} (${language}): every text is translated.`;
  const byFile = new Map<string, string[]>();
  for (const { file, path: at } of untranslated)
    byFile.set(file, [...(byFile.get(file) ?? []), at]);
  const count = untranslated.length === 1 ? '1 text' : `${untranslated.length} texts`;
  return [
    `${name} (${language}): ${count} shown in the site's own language, not translated:`,
    ...[...byFile].map(([file, paths]) => `  - ${file}: ${paths.join(', ')}`),
  ].join('\n');
}
