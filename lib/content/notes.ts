import fs from 'node:fs';
import path from 'node:path';
import { slug as tagSlug } from 'github-slugger';
import { parseDocument, type YAMLError } from 'yaml';
import { readingMinutes } from '../format/reading-time';
import { unsafeSources } from './html-sources';
import { renderMarkdown, type MarkdownLabels } from './markdown';
import type { Note, Tag } from './note';
import { problemsFromIssues, type ContentProblem } from './problems';
import type { z } from 'zod';
import { NOTE_FIELDS, noteSchema, noteTranslationSchema, type NoteFrontMatter } from './schemas';

export const NOTES_FOLDER = 'notes';
/** Addresses under /notes/ that are not notes. */
const RESERVED = ['page', 'tags'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

type Read = { slug: string; file: string; front: Record<string, unknown>; body: string };

function readFolder(folder: string, shown: string, problems: ContentProblem[]): Read[] {
  if (!fs.existsSync(folder)) return [];
  const names = fs.readdirSync(folder).filter((name) => name.endsWith('.md'));
  return names.sort().flatMap((name) => {
    const file = `${shown}/${name}`;
    const slug = name.slice(0, -'.md'.length);
    const problem = (at: string, reason: string) => (problems.push({ file, path: at, reason }), []);
    if (!SLUG.test(slug)) {
      return problem(
        '',
        'expected a file name that is a slug (lowercase letters, digits and single hyphens) followed by .md, like my-first-note.md',
      );
    }
    if (RESERVED.includes(slug)) {
      return problem('', `"${slug}" is kept for /notes/${slug}/: give the note another file name`);
    }
    let source: string;
    try {
      source = fs.readFileSync(path.join(folder, name), 'utf8');
    } catch (error) {
      return problem('', `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    const match = FRONT_MATTER.exec(source);
    if (!match) {
      return problem(
        '',
        'expected front matter first: a line "---", then title: and date:, then "---"',
      );
    }
    const yaml = match[1] ?? '';
    const document = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
    const error = document.errors[0];
    if (error) return problem('', frontMatterMistake(yaml, error));
    const front = document.toJS() as unknown;
    if (!front || typeof front !== 'object' || Array.isArray(front)) {
      return problem(
        '',
        'expected front matter of "field: value" lines, with at least title and date',
      );
    }
    return [
      { slug, file, front: front as Record<string, unknown>, body: source.slice(match[0].length) },
    ];
  });
}

/** A YAML mistake in the front matter, at its line in the file (the "---" is line 1), in words
 * that say what to do for the common ones; YAML's own first line for the rest. */
export function frontMatterMistake(yaml: string, error: YAMLError): string {
  const lines = yaml.split(/\r?\n/);
  let index = yaml.slice(0, error.pos[0]).split('\n').length - 1;
  const closer = /end with an? ([\]}])/.exec(error.message)?.[1];
  const quote = error.code === 'MISSING_CHAR' && /quote/.test(error.message);
  // Reported where the text ends: the list or quote was opened further up.
  const opener = closer ? (closer === ']' ? /\[/ : /\{/) : quote ? /["']/ : undefined;
  if (opener) while (index > 0 && !opener.test(lines[index] ?? '')) index -= 1;
  const line = (lines[index] ?? '').trim();
  const field = /^([^:\s][^:]*):\s*(.*)$/.exec(line);
  const [key, value] = [field?.[1]?.trim() ?? '', field?.[2] ?? ''];
  let said = error.message.split('\n')[0];
  if (closer)
    said = `a list opened with "${closer === ']' ? '[' : '{'}" is not closed: end it with "${closer}"`;
  else if (
    error.code === 'BLOCK_AS_IMPLICIT_KEY' ||
    (error.code === 'MULTILINE_IMPLICIT_KEY' && /:\s/.test(value))
  )
    said = `the value of "${key}" holds ": ", which starts a new field: put it in quotes, like ${key}: ${JSON.stringify(value)}`;
  else if (error.code === 'DUPLICATE_KEY') said = `"${key}" is given twice: keep one`;
  else if (error.code === 'TAB_AS_INDENT') said = 'indented with a tab: indent with spaces';
  else if (quote) said = 'a quote opened here is not closed: end the value with the same quote';
  return `invalid front matter at line ${index + 2}: ${said}`;
}

export type NotesInput = {
  configDir: string;
  language: string;
  translations: readonly string[];
  labels: (language: string) => MarkdownLabels;
  /** The projects' slugs; left out when config/portfolios.json has mistakes of its own. */
  projects: readonly string[] | undefined;
  missing: (src: string) => boolean;
  /** `npm run dev` shows drafts; a production build leaves them out entirely. */
  drafts: boolean;
  /** The origins an iframe in a note may come from (`embed_hosts` of config/site.json). */
  embedHosts: readonly string[];
};

export type NotesResult =
  | { ok: true; notes: Record<string, Note[]>; warnings: ContentProblem[] }
  | { ok: false; problems: ContentProblem[] };

/** zod reports unknown fields together; the owner gets one line per field, naming it. */
function frontMatterProblems(read: Read, issues: readonly z.core.$ZodIssue[]): ContentProblem[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          file: read.file,
          path: key,
          reason: `is not a field of a note (${NOTE_FIELDS.join(', ')}): check its spelling`,
        }))
      : problemsFromIssues(read.file, [issue], read.front),
  );
}

const newestFirst = (a: Note, b: Note) =>
  Date.parse(b.date) - Date.parse(a.date) || a.slug.localeCompare(b.slug);

/** Tags as written, each with the address part of its page; two spellings of one tag are one. */
function tagsOf(names: readonly string[]): Tag[] {
  const seen = new Map<string, Tag>();
  for (const name of names) {
    // Accents dropped, other letters kept: "Accessibilité" → accessibilite, "Θεσσαλονίκη" → θεσσαλονικη.
    const slug = tagSlug(
      name
        .trim()
        .normalize('NFKD')
        .replace(/\p{Mn}/gu, ''),
    );
    if (/[\p{L}\p{N}]/u.test(slug) && !seen.has(slug)) seen.set(slug, { slug, name: name.trim() });
  }
  return [...seen.values()];
}

/** Each language's notes, newest first: its translations, then the rest in the site's language. */
export function loadNotes(input: NotesInput): NotesResult {
  const problems: ContentProblem[] = [];
  /** Embeds left out: the build goes on without them, and says so. */
  const warnings: ContentProblem[] = [];
  const knownProjects = input.projects && new Set(input.projects);
  const projectList = input.projects?.map((slug) => `"${slug}"`).join(', ') || 'none defined';

  const render = (read: Read, front: NoteFrontMatter, language: string): Note => {
    const rendered = renderMarkdown(read.body, input.labels(language), input.embedHosts);
    for (const src of rendered.removedEmbeds) {
      const reason = src ? JSON.stringify(src) : 'an iframe with no address';
      warnings.push({ file: read.file, path: 'body', reason });
    }
    for (const src of unsafeSources(rendered.html)) {
      problems.push({
        file: read.file,
        path: 'body',
        reason: `expected every src to be a plain http(s) address; "${src}" is not`,
      });
    }
    return {
      slug: read.slug,
      title: front.title,
      date: front.date,
      updated: front.updated,
      summary: front.summary?.trim() || rendered.lead,
      tags: tagsOf(front.tags ?? []),
      cover: front.cover,
      draft: front.draft ?? false,
      projects: front.projects ?? [],
      html: rendered.html,
      headings: rendered.headings,
      minutes: readingMinutes(rendered.text, language),
      language,
      languages: [language],
    };
  };

  const checkCover = (read: Read, cover: string | undefined) => {
    if (cover && input.missing(cover)) {
      problems.push({
        file: read.file,
        path: 'cover',
        reason: `"${cover}" names no file in public/`,
      });
    }
  };

  const originals = new Map<string, Note>();
  /** Every note's file, drafts and mistakes included: their translations are no orphans. */
  const written = new Set<string>();
  for (const read of readFolder(
    path.join(input.configDir, NOTES_FOLDER),
    `config/${NOTES_FOLDER}`,
    problems,
  )) {
    written.add(read.slug);
    const parsed = noteSchema.safeParse(read.front);
    // Its projects are checked with its other mistakes, so that all are said at once.
    const unknownProjects: ContentProblem[] = [];
    const projects = read.front.projects;
    (Array.isArray(projects) ? projects : []).forEach((project, index) => {
      if (knownProjects && typeof project === 'string' && !knownProjects.has(project)) {
        unknownProjects.push({
          file: read.file,
          path: `projects[${index}]`,
          reason: `"${project}" names no project in config/portfolios.json (known: ${projectList}): remove it from the note's projects, or delete the note with its translations`,
        });
      }
    });
    if (!parsed.success) problems.push(...frontMatterProblems(read, parsed.error.issues));
    problems.push(...unknownProjects);
    if (!parsed.success) continue;
    const front = parsed.data;
    checkCover(read, front.cover);
    if (front.draft && !input.drafts) continue;
    originals.set(read.slug, render(read, front, input.language));
  }

  const notes: Record<string, Note[]> = { [input.language]: [...originals.values()] };
  for (const language of input.translations) {
    const shown = `config/${language}/${NOTES_FOLDER}`;
    const translated = new Map<string, Note>();
    for (const read of readFolder(
      path.join(input.configDir, language, NOTES_FOLDER),
      shown,
      problems,
    )) {
      const parsed = noteTranslationSchema.safeParse(read.front);
      if (!parsed.success) {
        problems.push(...frontMatterProblems(read, parsed.error.issues));
        continue;
      }
      const original = originals.get(read.slug);
      if (!written.has(read.slug)) {
        problems.push({
          file: read.file,
          path: '',
          reason: `translates config/${NOTES_FOLDER}/${read.slug}.md, which does not exist: a translation has the same file name as its note`,
        });
        continue;
      }
      if (!original) continue; // a draft's translation, left out with it
      const front = parsed.data;
      for (const field of ['date', 'draft', 'projects'] as const) {
        const own = JSON.stringify(front[field]);
        if (front[field] !== undefined && own !== JSON.stringify(original[field])) {
          problems.push({
            file: read.file,
            path: field,
            reason: `is ${own} here but ${JSON.stringify(original[field])} in config/${NOTES_FOLDER}/${read.slug}.md: a translation shares it, so leave it out`,
          });
        }
      }
      checkCover(read, front.cover);
      const note = render(
        read,
        { ...front, date: original.date, projects: original.projects },
        language,
      );
      translated.set(read.slug, {
        ...note,
        draft: original.draft,
        updated: front.updated ?? original.updated,
        cover: front.cover ?? original.cover,
      });
      original.languages.push(language);
    }
    notes[language] = [...originals.values()].map((note) => translated.get(note.slug) ?? note);
  }
  if (problems.length) return { ok: false, problems };
  for (const list of Object.values(notes)) {
    list.sort(newestFirst);
    for (const note of list) note.languages = originals.get(note.slug)!.languages;
  }
  return { ok: true, notes, warnings };
}

/** Every tag of these notes, the most used first, then in alphabetical order. */
export function tagsIn(notes: readonly Note[], language: string): (Tag & { count: number })[] {
  const counts = new Map<string, Tag & { count: number }>();
  for (const tag of notes.flatMap((note) => note.tags)) {
    const seen = counts.get(tag.slug);
    if (seen) seen.count += 1;
    else counts.set(tag.slug, { ...tag, count: 1 });
  }
  const collator = new Intl.Collator(language);
  return [...counts.values()].sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
}
