import type { Imported } from './import';
import {
  fill,
  itemsOf,
  mergeList,
  object,
  report,
  same,
  sameName,
  updatedLine,
  withItems,
  type Existing,
  type FileReport,
} from './merge-lists';
import { mergeProjects } from './merge-projects';

type Json = Record<string, unknown>;

export type Merged = {
  /** File name → its new content, for the files that change. */
  files: Record<string, unknown>;
  reports: FileReport[];
};

/** A translation matches by position; `{}` keeps the owner's item as it is. */
function mergeByPosition(rep: FileReport, mine: unknown[], theirs: Json[]) {
  const length = Math.max(mine.length, theirs.length);
  return Array.from({ length }, (_, i) => {
    const incoming = theirs[i] ?? {};
    if (i >= mine.length && Object.keys(incoming).length)
      rep.added.push(String(incoming.name ?? `item ${i + 1}`));
    const { item, changed } = fill(object(mine[i]), incoming);
    if (i < mine.length && changed.length)
      rep.updated.push(updatedLine(String(item.name ?? `item ${i + 1}`), changed));
    if (i < mine.length && !changed.length && !Object.keys(incoming).length)
      rep.kept.push(String(object(mine[i]).name ?? `item ${i + 1}`));
    return mine[i] !== undefined && !changed.length ? mine[i] : item;
  });
}

const byName = (field: string) => (mine: Json, theirs: Json) =>
  sameName(mine[field], theirs[field]);

const LISTS: Record<string, { matches: (mine: Json, theirs: Json) => boolean; keep?: string[] }> = {
  'experience.json': { matches: byName('name') },
  'education.json': { matches: byName('name') },
  'skills.json': { matches: byName('name') },
  'social-links.json': {
    matches: (mine, theirs) =>
      sameName(mine.name, theirs.name) || (!!mine.link && mine.link === theirs.link),
    keep: ['icon'],
  },
};

const CV_LISTS = { languages: 'name', certificates: 'name', awards: 'title' } as const;

function mergeCv(rep: FileReport, mine: unknown, theirs: Json, slugs: Map<string, string>) {
  if (mine === undefined) {
    const projects = Array.isArray(theirs.projects)
      ? theirs.projects.map((slug) => slugs.get(slug) ?? slug)
      : undefined;
    for (const [field, list] of Object.entries(theirs))
      if (Array.isArray(list) && list.length) rep.added.push(`${field}: ${list.length}`);
    return { ...theirs, ...(projects && { projects }) };
  }
  const cv = { ...object(mine) };
  for (const [field, label] of Object.entries(CV_LISTS)) {
    const list = (theirs[field] as Json[] | undefined) ?? [];
    if (!list.length) continue;
    const part = report(field, undefined);
    cv[field] = mergeList(part, itemsOf(cv[field]), list, { matches: byName(label), label });
    rep.added.push(...part.added.map((line) => `${field}: ${line}`));
    rep.updated.push(...part.updated.map((line) => `${field}: ${line}`));
    rep.kept.push(...part.kept.map((line) => `${field}: ${line}`));
  }
  for (const field of ['highlights', 'projects'])
    if (cv[field] !== undefined) rep.kept.push(`${field}, as you have them`);
  return cv;
}

/** The résumé's files merged into the owner's: nothing the résumé does not replace is removed. */
export function mergeImport(imported: Imported, existing: Existing, translation: boolean): Merged {
  const files: Record<string, unknown> = {};
  const reports: FileReport[] = [];
  const incoming = imported.files;
  const done = (name: string, rep: FileReport, content: unknown) => {
    reports.push(rep);
    if (!same(content, existing(name))) files[name] = content;
  };

  if (incoming['about.json']) {
    const mine = existing('about.json');
    const rep = report('about.json', mine);
    const { item, changed } = fill(object(mine), object(incoming['about.json']));
    rep.updated.push(...changed);
    rep.kept.push(
      ...Object.keys(object(mine)).filter((f) => f !== '$schema' && !changed.includes(f)),
    );
    done('about.json', rep, item);
  }

  let slugs = new Map<string, string>();
  if (incoming['portfolios.json']) {
    const projects = mergeProjects(imported, existing);
    slugs = projects.slugs;
    for (const [name, { report: rep, content }] of Object.entries(projects.files))
      done(name, rep, content);
  }

  for (const [name, options] of Object.entries(LISTS)) {
    if (!incoming[name]) continue;
    const mine = existing(name);
    const rep = report(name, mine);
    const theirs = itemsOf(incoming[name]).map(object);
    const items = translation
      ? mergeByPosition(rep, itemsOf(mine), theirs)
      : mergeList(rep, itemsOf(mine), theirs, { ...options, label: 'name' });
    done(name, rep, withItems(mine, items));
  }

  if (incoming['cv.json']) {
    const mine = existing('cv.json');
    const rep = report('cv.json', mine);
    done('cv.json', rep, mergeCv(rep, mine, object(incoming['cv.json']), slugs));
  }

  if (incoming['tools.json'] && existing('tools.json') === undefined)
    done('tools.json', report('tools.json', undefined), incoming['tools.json']);
  return { files, reports };
}
