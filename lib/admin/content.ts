import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { canonicalLanguage } from '@/lib/i18n/catalogue';
import { formSchemaFor, noteFormSchema } from '@/lib/content/editor-form';
import { loadContent } from '@/lib/content/load';
import { FRONT_MATTER, NOTES_FOLDER } from '@/lib/content/notes';
import { checkPictures } from '@/lib/content/picture-check';
import { indentationOf, writeFileAtomically } from '@/lib/content/write-file';
import { formatProblem, type ContentProblem } from '@/lib/content/problems';
import { contentFiles, ITEM_NAMES, SLUG, type ContentKey } from '@/lib/content/schemas';
import { settings } from '@/lib/settings';
import { development } from '@/lib/settings/public';

/** One file the editor opens: its name in the address (`about`, `fr/portfolios`, `notes/x`) and
 * its place under config/, both from the fixed list below, never from the request. */
export type ContentFile = {
  name: string;
  /** Under config/, with "/": `portfolios.json`, `fr/about.json`, `notes/x.md`. */
  file: string;
  kind: 'json' | 'note';
  key?: ContentKey;
  /** The language of a translation, or undefined for the site's own files. */
  language?: string;
};

/** The owner's site folder the editor saves to, or null when this server has none to edit: a
 * production server reads its release's copy, which the next build would replace. */
export function siteFolder(): string | null {
  const { siteDir, configDir } = settings();
  if (siteDir) return siteDir;
  return development() ? path.dirname(configDir) : null;
}

const KEYS = Object.keys(contentFiles) as ContentKey[];
const stem = (key: ContentKey) => contentFiles[key].file.replace(/\.json$/, '');

const notesIn = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith('.md') && SLUG.test(name.slice(0, -3)))
        .sort()
        .map((name) => name.slice(0, -3))
    : [];

/** Every file of the content, the ones a site may lack included; translations and notes as the
 * folder holds them. */
export function contentFileList(site: string): ContentFile[] {
  const config = path.join(site, 'config');
  const own: ContentFile[] = KEYS.map((key) => ({
    name: stem(key),
    file: contentFiles[key].file,
    kind: 'json',
    key,
  }));
  const notes = (folder: string, prefix: string, language?: string): ContentFile[] =>
    notesIn(path.join(config, folder)).map((slug) => ({
      name: `${prefix}${NOTES_FOLDER}/${slug}`,
      file: `${folder}/${slug}.md`,
      kind: 'note',
      language,
    }));
  const languages = fs.existsSync(config)
    ? fs
        .readdirSync(config, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && canonicalLanguage(entry.name) === entry.name)
        .map((entry) => entry.name)
        .sort()
    : [];
  const translations = languages.flatMap((language) => [
    ...KEYS.filter((key) => fs.existsSync(path.join(config, language, contentFiles[key].file))).map(
      (key): ContentFile => ({
        name: `${language}/${stem(key)}`,
        file: `${language}/${contentFiles[key].file}`,
        kind: 'json',
        key,
        language,
      }),
    ),
    ...notes(`${language}/${NOTES_FOLDER}`, `${language}/`, language),
  ]);
  return [...own, ...notes(NOTES_FOLDER, ''), ...translations];
}

/** The file an address names, looked up in the list: never a path made from the request. */
export const findContentFile = (site: string, name: string) =>
  contentFileList(site).find((file) => file.name === name);

export function formSchemaOf(file: ContentFile) {
  return file.kind === 'note'
    ? noteFormSchema(!!file.language)
    : formSchemaFor(file.key!, !!file.language);
}

/** What the form edits: a list file's items (without an envelope), an object without its
 * "$schema", a note's front matter with its text as `body`. */
export function readForForm(site: string, file: ContentFile): unknown {
  const full = path.join(site, 'config', file.file);
  if (!fs.existsSync(full)) return contentFiles[file.key!]?.list ? [] : {};
  const text = fs.readFileSync(full, 'utf8');
  if (file.kind === 'note') return splitNote(text);
  const json = JSON.parse(text) as unknown;
  if (Array.isArray(json)) return json;
  const rest = { ...(json as Record<string, unknown>) };
  delete rest.$schema;
  if (contentFiles[file.key!].list && 'data' in rest) return rest.data;
  return rest;
}

export function splitNote(text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { body: text };
  const front = parseDocument(match[1] ?? '').toJS() as Record<string, unknown> | null;
  return { ...(front ?? {}), body: text.slice(match[0].length).replace(/^\r?\n/, '') };
}

// ---- Writing: the owner's indentation and field order kept ----

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const blank = (value: unknown) => value === null || value === '';

/** `next` in the order of `before`: its fields keep their places, new ones follow; a field the
 * owner had left null or "" stays so when the form sends nothing for it. */
export function inOwnerOrder(next: unknown, before: unknown, matchBy?: string): unknown {
  if (Array.isArray(next)) {
    const old = Array.isArray(before) ? before : [];
    return next.map((item, index) => {
      const byKey =
        matchBy && isObject(item)
          ? old.find((o) => isObject(o) && o[matchBy] === item[matchBy] && item[matchBy])
          : undefined;
      const same = byKey ?? (old.length === next.length ? old[index] : undefined);
      // A new item takes its fields' order from the first, without its values.
      return same !== undefined ? inOwnerOrder(item, same) : orderOnly(item, old[0]);
    });
  }
  if (!isObject(next)) return next;
  const old = isObject(before) ? before : {};
  const out: Plain = {};
  for (const key of Object.keys(old)) {
    if (Object.hasOwn(next, key) && next[key] !== undefined) {
      if (isObject(next[key]) && Object.keys(next[key]).length === 0 && !isObject(old[key])) {
        continue; // the form's empty group for an absent object
      }
      out[key] = inOwnerOrder(next[key], old[key]);
    } else if (blank(old[key]) || key === '$schema') out[key] = old[key];
  }
  for (const key of Object.keys(next)) {
    if (Object.hasOwn(out, key) || next[key] === undefined) continue;
    if (isObject(next[key]) && Object.keys(next[key]).length === 0) continue;
    out[key] = inOwnerOrder(next[key], undefined);
  }
  return out;
}

function orderOnly(item: unknown, template: unknown): unknown {
  if (!isObject(item) || !isObject(template)) return inOwnerOrder(item, undefined);
  const keys = [...Object.keys(template).filter((k) => k in item), ...Object.keys(item)];
  const out: Plain = {};
  for (const key of keys) {
    if (Object.hasOwn(out, key) || item[key] === undefined) continue;
    if (isObject(item[key]) && Object.keys(item[key]).length === 0) continue;
    out[key] = inOwnerOrder(item[key], undefined);
  }
  return out;
}

/** The text to write for `value` over the file's current `text` (empty for a new file). */
export function jsonText(file: ContentFile, value: unknown, text: string): string {
  const before = text.trim() ? (JSON.parse(text) as unknown) : undefined;
  const matchBy = file.key && ITEM_NAMES[file.key]?.key;
  let whole = value;
  // A list sent alone goes back into the owner's envelope, its page counts as they were.
  if (Array.isArray(value) && isObject(before) && Array.isArray(before.data)) {
    whole = { ...before, data: value };
  }
  const ordered = isObject(whole)
    ? inOwnerOrderTop(whole, before, matchBy)
    : inOwnerOrder(whole, before, matchBy);
  const newline = text && !text.endsWith('\n') ? '' : '\n';
  return `${JSON.stringify(ordered, null, indentationOf(text))}${newline}`;
}

function inOwnerOrderTop(whole: Plain, before: unknown, matchBy?: string): unknown {
  const ordered = inOwnerOrder(whole, before) as Plain;
  if (Array.isArray(whole.data) && isObject(before)) {
    ordered.data = inOwnerOrder(whole.data, before.data, matchBy);
  }
  return ordered;
}

/** A note's text: its front matter in the owner's order, then its Markdown. */
export function noteText(value: Plain, text: string): string {
  const { body, ...front } = value;
  const before = text ? splitNote(text) : {};
  const frontBefore = { ...before };
  delete frontBefore.body;
  const ordered = inOwnerOrder(front, frontBefore) as Plain;
  const yaml = stringify(ordered, { lineWidth: 0 }).trimEnd();
  const markdown = typeof body === 'string' ? body.replace(/\r\n/g, '\n') : '';
  return `---\n${yaml}\n---\n\n${markdown.replace(/\n*$/, '\n')}`;
}

// ---- Checking: what check-config checks, said beside each field ----

export type FieldProblem = {
  /** The field in the form's data: `[2, 'images', 0, 'image']`; [] for the whole file. */
  at: (string | number)[];
  reason: string;
};

export type Verdict =
  { ok: true; text: string } | { ok: false; fields: FieldProblem[]; others: string[] };

const NAMED_ITEM = /^[a-z]+ "(?:[^"\\]|\\.)*" \((.*?)\)/;

/** A problem's path (`project "kite" (data[2]).images[0].image`) as the form's field. */
export function fieldOf(problemPath: string): (string | number)[] {
  const bare = problemPath.replace(NAMED_ITEM, '$1');
  const at: (string | number)[] = [];
  for (const [, name, index, quoted] of bare.matchAll(
    /\.?([A-Za-z_$][\w$-]*)|\[(\d+)\]|\.?("(?:[^"\\]|\\.)*")/g,
  )) {
    if (name !== undefined) at.push(name);
    else if (index !== undefined) at.push(Number(index));
    else if (quoted !== undefined) at.push(JSON.parse(quoted) as string);
  }
  // A list file's envelope is not part of the form, which edits its items.
  if (at[0] === 'data' && typeof at[1] === 'number') at.shift();
  return at;
}

const sameProblem = (a: ContentProblem, b: ContentProblem) =>
  a.file === b.file && a.path === b.path && a.reason === b.reason;

/** The whole content checked as check-config checks it, this file as it would be: in a copy of
 * config/, so the owner's folder is never written with a mistake. Problems in this file are
 * given by field; a problem it makes elsewhere (a slug a CV names) in words. */
export async function checkEdit(site: string, file: ContentFile, text: string): Promise<Verdict> {
  const config = path.join(site, 'config');
  const publicDir = path.join(site, 'public');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-edit-'));
  try {
    const copy = path.join(scratch, 'config');
    fs.cpSync(config, copy, {
      recursive: true,
      filter: (from) => path.relative(config, from) !== 'schema',
    });
    fs.mkdirSync(path.dirname(path.join(copy, file.file)), { recursive: true });
    fs.writeFileSync(path.join(copy, file.file), text);
    const after = loadContent({ configDir: copy, publicDir });
    let problems = after.ok ? [] : after.problems;
    if (after.ok) {
      const pictures = await checkPictures([after.content, ...after.translations], {
        configDir: copy,
        publicDir,
      });
      problems = pictures.problems;
    }
    const mine = `config/${file.file}`;
    // Read only when needed: a problem another file had already is not this edit's.
    const elsewhere = problems.filter((p) => p.file !== mine);
    const before = elsewhere.length ? loadContent({ configDir: config, publicDir }) : undefined;
    const old = before && !before.ok ? before.problems : [];
    const fields = problems
      .filter((problem) => problem.file === mine)
      .map((problem) => ({
        at: problem.line ? [] : fieldOf(problem.path),
        reason: problem.line ? formatProblem({ ...problem, file: file.name }) : problem.reason,
      }));
    const others = elsewhere.filter((p) => !old.some((o) => sameProblem(o, p))).map(formatProblem);
    return fields.length || others.length ? { ok: false, fields, others } : { ok: true, text };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The text `value` makes of the file, or the reason it makes none. */
export function textOf(site: string, file: ContentFile, value: unknown): string | FieldProblem {
  const full = path.join(site, 'config', file.file);
  const current = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
  if (file.kind === 'note') {
    if (!isObject(value)) return { at: [], reason: 'expected a note: its fields and its "body"' };
    return noteText(value, current);
  }
  const list = contentFiles[file.key!].list;
  if (list ? !Array.isArray(value) && !isObject(value) : !isObject(value)) {
    return { at: [], reason: list ? 'expected a list of items' : 'expected an object of fields' };
  }
  return jsonText(file, value, current);
}

/** Checks the file as `value` would make it and writes it only when the whole content is valid. */
export async function saveContentFile(
  site: string,
  file: ContentFile,
  value: unknown,
): Promise<Verdict> {
  const text = textOf(site, file, value);
  if (typeof text !== 'string') return { ok: false, fields: [text], others: [] };
  const verdict = await checkEdit(site, file, text);
  if (verdict.ok) writeFileAtomically(path.join(site, 'config', file.file), text);
  return verdict;
}
