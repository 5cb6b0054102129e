import fs from 'node:fs';
import type { z } from 'zod';

/** `line` and `column` (from 1) say where in the file a JSON syntax error is. */
export type ContentProblem = {
  file: string;
  path: string;
  reason: string;
  line?: number;
  column?: number;
};

/** `config/a.json › data[2].name: reason`, or `config/a.json:12:5: reason` for a syntax error. */
export function formatProblem({ file, path, reason, line, column }: ContentProblem): string {
  if (line) return `${file}:${line}:${column ?? 1}: ${reason}`;
  return path ? `${file} › ${path}: ${reason}` : `${file}: ${reason}`;
}

export function formatReport(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [
    `The content in config/ has ${count}:`,
    ...problems.map((p) => `  - ${formatProblem(p)}`),
  ].join('\n');
}

/** The notes' embeds the build left out, for the terminal; "" when there are none. */
export function formatWarnings(warnings: ContentProblem[]): string {
  if (!warnings.length) return '';
  const count = warnings.length === 1 ? '1 embed was' : `${warnings.length} embeds were`;
  return [
    `${count} left out of the notes, their hosts not in embed_hosts of config/site.json:`,
    ...warnings.map((w) => `  - ${formatProblem(w)}`),
  ].join('\n');
}

/** The pictures shown all the same but heavier than a page needs, for the terminal; "" for none. */
export function formatPictureWarnings(warnings: ContentProblem[]): string {
  if (!warnings.length) return '';
  const count = warnings.length === 1 ? '1 picture is' : `${warnings.length} pictures are`;
  return [
    `${count} heavier than a page needs (shown all the same):`,
    ...warnings.map((w) => `  - ${formatProblem(w)}`),
  ].join('\n');
}

type PathKey = PropertyKey;

/** How a list file's items are named in a path: a project by its slug, an offer by its id. */
export type ItemName = { noun: string; key: string; items: readonly unknown[] };

/** `["data", 2, "percentage"]` → `data[2].percentage`; with `named`, the item of a list file is
 * called by its slug: `project "tiny-house" (data[2]).summary`. */
export function jsonPath(path: readonly PathKey[], named?: ItemName): string {
  return path.reduce<string>((out, key, at) => {
    const top = at === 0 || (at === 1 && path[0] === 'data');
    if (typeof key === 'number' && named && top) {
      const name = (named.items[key] as Record<string, unknown> | null | undefined)?.[named.key];
      if (typeof name === 'string' && name.trim()) {
        return `${named.noun} ${JSON.stringify(name)} (${out}[${key}])`;
      }
    }
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    const safe = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    return out ? `${out}.${safe}` : safe;
  }, '');
}

export function valueAt(root: unknown, path: readonly PathKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? `a list of ${value.length}` : 'an empty list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}…` : value;
    return JSON.stringify(shown);
  }
  return String(value);
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** zod's own wording, used only where a schema gives no message of its own. */
function defaultMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}

export function problemsFromIssues(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  root: unknown,
  prefix: readonly PathKey[] = [],
  named?: ItemName,
): ContentProblem[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    // One problem per unknown field: the schema's message has a line for each (unknownFields).
    if (issue.code === 'unrecognized_keys') {
      const lines = issue.message.split('\n');
      return issue.keys.map((key, index) => ({
        file,
        path: jsonPath(path, named),
        reason: lines[index] ?? `unknown field ${JSON.stringify(key)}`,
      }));
    }
    const message = issue.message.startsWith('expected') ? issue.message : defaultMessage(issue);
    const found = valueAt(root, path);
    const got = message.startsWith('expected') ? `, got ${describeValue(found)}` : '';
    return [{ file, path: jsonPath(path, named), reason: `${message}${got}` }];
  });
}

/** The edits that turn one word into the other (a swap of two letters is one), up to `most`. */
function distance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const bare = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The known field an unknown one most likely means: the same but for case, spaces and
 * punctuation ("Private", "private "), a word around it ("is_private"), or a typo or two away. */
export function nearestField(unknown: string, known: readonly string[]): string | undefined {
  const word = bare(unknown);
  if (!word) return undefined;
  const same = known.find((field) => bare(field) === word);
  if (same) return same;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const field of known) {
    const most = Math.max(1, Math.min(3, Math.floor(bare(field).length / 3)));
    const d = distance(word, bare(field), most);
    if (d <= most && d < bestDistance) [best, bestDistance] = [field, d];
  }
  if (best) return best;
  return known.find((field) => bare(field).length >= 4 && word.includes(bare(field)));
}

/** The message of a strict object's unknown fields, one line per field, for problemsFromIssues. */
export function unknownFields(keys: readonly string[], known: readonly string[]): string {
  return keys
    .map((key) => {
      const nearest = nearestField(key, known);
      if (nearest === 'private') {
        return `unknown field ${JSON.stringify(key)}: did you mean "private"? Only "private": true keeps a project off the public pages`;
      }
      if (nearest)
        return `unknown field ${JSON.stringify(key)}: did you mean ${JSON.stringify(nearest)}?`;
      return `unknown field ${JSON.stringify(key)}: the fields here are ${known.map((f) => JSON.stringify(f)).join(', ')}`;
    })
    .join('\n');
}

type JsonMistake = { offset: number; reason: string };

/** Where JSON.parse stopped and why, in plain words: Node names no position for some mistakes
 * (a comma before "]"), so the text is read again here, stopping at the first mistake. */
export function findJsonMistake(source: string): JsonMistake | undefined {
  let at = 0;
  const fail = (reason: string, offset = at): never => {
    throw { offset, reason } satisfies JsonMistake;
  };
  const shown = (char: string | undefined) =>
    char === undefined ? 'the end of the file' : `token '${char === '\n' ? '\\n' : char}'`;
  const space = () => {
    while (at < source.length) {
      const char = source[at]!;
      if (char === '/' && (source[at + 1] === '/' || source[at + 1] === '*')) {
        fail('JSON has no comments: remove it');
      }
      if (!/\s/.test(char)) return;
      at++;
    }
  };
  const string = () => {
    const start = at++;
    while (at < source.length) {
      const char = source[at]!;
      if (char === '"') {
        at++;
        return;
      }
      if (char === '\n') fail('this text is not closed: end it with " on the same line', start);
      if (char === '\\') at++;
      at++;
    }
    fail('this text is not closed: end it with "', start);
  };
  const value = (): void => {
    space();
    const char = source[at];
    if (char === '{') return object();
    if (char === '[') return array();
    if (char === '"') {
      string();
      // `"he said "hi""`: the text ended early, at a quote meant to be inside it.
      const next = source[at];
      if (next !== undefined && !/[\s,:}\]]/.test(next)) {
        fail(
          `Unexpected ${shown(next)}: a " inside a text is written \\": add a backslash before the quote`,
          at - 1,
        );
      }
      return;
    }
    if (char === "'") fail('Unexpected token "\'": JSON writes text between double quotes ("…")');
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(source.slice(at));
    if (literal) {
      at += literal[0].length;
      return;
    }
    fail(
      `Unexpected ${shown(char)}: expected a value (text in "…", a number, true, false, null, […] or {…})`,
    );
  };
  const list = (close: string, item: () => void, kind: string) => {
    at++;
    space();
    if (source[at] === close) {
      at++;
      return;
    }
    for (;;) {
      item();
      space();
      const char = source[at];
      if (char === close) {
        at++;
        return;
      }
      if (char === ',') {
        const comma = at++;
        space();
        if (source[at] === close) {
          fail(
            `Unexpected token '${close}': there is a comma after the last ${kind}: remove it`,
            comma,
          );
        }
        continue;
      }
      if (char === undefined) {
        return fail(`Unexpected end of the file: a closing '${close}' is missing`);
      }
      if (/["{[\-\dtfn]/.test(char))
        fail(`Unexpected ${shown(char)}: a comma is missing before it`);
      fail(`Unexpected ${shown(char)}: expected ',' or '${close}'`);
    }
  };
  const member = () => {
    space();
    if (source[at] !== '"') {
      fail(
        source[at] === "'"
          ? 'Unexpected token "\'": a field\'s name is written between double quotes'
          : `Unexpected ${shown(source[at])}: expected a field's name between double quotes`,
      );
    }
    string();
    space();
    if (source[at] !== ':') {
      fail(`Unexpected ${shown(source[at])}: expected ':' after the field's name`);
    }
    at++;
    value();
  };
  const object = () => list('}', member, 'field');
  const array = () => list(']', value, 'item');
  try {
    if (source.trim() === '') return { offset: 0, reason: 'the file is empty: write [] or {}' };
    value();
    space();
    if (at < source.length) fail(`Unexpected ${shown(source[at])} after the end of the JSON`);
    return undefined;
  } catch (error) {
    if (error && typeof error === 'object' && 'offset' in error) return error as JsonMistake;
    throw error;
  }
}

/** A JSON syntax error as a problem at its line and column, with what to do about it. */
export function jsonSyntaxProblem(file: string, source: string, error: unknown): ContentProblem {
  const mistake = findJsonMistake(source);
  const raw = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(raw);
  const offset = mistake?.offset ?? (position?.[1] ? Number(position[1]) : undefined);
  const reason =
    mistake?.reason ?? `invalid JSON: ${raw.replace(/\s*in JSON at position \d+.*$/s, '')}`;
  if (offset === undefined) return { file, path: '', reason };
  const before = source.slice(0, offset).split('\n');
  return { file, path: '', reason, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** A file read and parsed, or undefined with its problem (missing, or JSON at line and column). */
export function readJson(file: string, full: string, problems: ContentProblem[]): unknown {
  let source: string;
  try {
    source = fs.readFileSync(full, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    problems.push({ file, path: '', reason: 'file not found' });
    return undefined;
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    problems.push(jsonSyntaxProblem(file, source, error));
    return undefined;
  }
}

/** A file's own object without the "$schema" that names its editor schema, which is no content. */
export function withoutSchemaRef(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !('$schema' in raw)) return raw;
  const rest = { ...(raw as Record<string, unknown>) };
  delete rest.$schema;
  return rest;
}
