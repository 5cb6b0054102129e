import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { selectedSite } from './sites';

export type SampleNote = {
  slug: string;
  title: string;
  date: string;
  updated?: string;
  summary?: string;
  tags: string[];
  cover?: string;
  draft: boolean;
  projects: string[];
  body: string;
};

function readNotes(folder: string): SampleNote[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const source = fs.readFileSync(path.join(folder, name), 'utf8');
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
      const data = parse(front) as Record<string, unknown>;
      return {
        slug: name.slice(0, -3),
        title: String(data.title),
        date: String(data.date ?? ''),
        updated: data.updated ? String(data.updated) : undefined,
        summary: data.summary ? String(data.summary) : undefined,
        tags: (data.tags as string[] | undefined) ?? [],
        cover: data.cover ? String(data.cover) : undefined,
        draft: data.draft === true,
        projects: (data.projects as string[] | undefined) ?? [],
        body,
      };
    });
}

/** The content set's notes as its owner wrote them, newest first; `draft` ones included. */
export function sampleNotes(language?: string): SampleNote[] {
  const root = selectedSite().configDir;
  const folder = language ? path.join(root, language, 'notes') : path.join(root, 'notes');
  return readNotes(folder).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

export const publishedNotes = () => sampleNotes().filter((note) => !note.draft);

/** "Accessibilité" → accessibilite, as the site makes a tag's address. */
export const tagSlug = (tag: string) =>
  tag
    .trim()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** "2026-09-29" → "29 September 2026", as an English page writes it. */
export const englishDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
