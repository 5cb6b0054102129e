import { isBlank } from '../content/blank';

type Json = Record<string, unknown>;

/** What merging a résumé did to one file, as the owner reads it. */
export type FileReport = {
  file: string;
  /** The file did not exist. */
  created: boolean;
  added: string[];
  /** "Name (field, field)". */
  updated: string[];
  /** What the owner had and the résumé did not replace. */
  kept: string[];
  /** Anything else the owner should read, like "kept your avatar". */
  notes: string[];
};

/** The owner's content of a file of the target folder, undefined when absent. */
export type Existing = (name: string) => unknown;

export const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Names match whatever their case and surrounding spaces. */
export const sameName = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  a.trim().toLowerCase() === b.trim().toLowerCase();

export const itemsOf = (file: unknown): unknown[] =>
  Array.isArray(file) ? file : Array.isArray(object(file).data) ? (object(file).data as []) : [];

/** The file's own shape kept: a bare list stays one, an object keeps its $schema. */
export const withItems = (file: unknown, items: unknown[]) =>
  Array.isArray(file) ? items : { ...object(file), data: items };

export function report(file: string, existing: unknown): FileReport {
  return { file, created: existing === undefined, added: [], updated: [], kept: [], notes: [] };
}

/** `mine` with what `theirs` gives; `keep` fields stay when the owner has them. */
export function fill(mine: Json, theirs: Json, keep: readonly string[] = []) {
  const item = { ...mine };
  const changed: string[] = [];
  for (const [field, value] of Object.entries(theirs)) {
    if (value === undefined || value === '' || (keep.includes(field) && !isBlank(mine[field])))
      continue;
    if (!same(mine[field], value)) {
      item[field] = value;
      changed.push(field);
    }
  }
  return { item, changed };
}

export const updatedLine = (label: string, changed: string[]) => `${label} (${changed.join(', ')})`;

/** The résumé's items in its order, each updated over the owner's match (whose spelling of the
 * name it matched by is kept), then the owner's others. */
export function mergeList(
  rep: FileReport,
  mine: unknown[],
  theirs: Json[],
  options: { matches: (mine: Json, theirs: Json) => boolean; label: string; keep?: string[] },
) {
  const used = new Set<number>();
  const items = theirs.map((incoming) => {
    const at = mine.findIndex((item, i) => !used.has(i) && options.matches(object(item), incoming));
    if (at < 0) {
      rep.added.push(String(incoming[options.label]));
      return incoming;
    }
    used.add(at);
    const { item, changed } = fill(object(mine[at]), incoming, [
      options.label,
      ...(options.keep ?? []),
    ]);
    if (changed.length) rep.updated.push(updatedLine(String(item[options.label]), changed));
    return item;
  });
  mine.forEach((item, i) => {
    if (used.has(i)) return;
    rep.kept.push(String(object(item)[options.label] ?? `item ${i + 1}`));
    items.push(item as Json);
  });
  return items;
}
