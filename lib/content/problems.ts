import type { z } from 'zod';

export type ContentProblem = { file: string; path: string; reason: string };

export function formatProblem({ file, path, reason }: ContentProblem): string {
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

type PathKey = PropertyKey;

/** `["data", 2, "percentage"]` → `data[2].percentage` */
export function jsonPath(path: readonly PathKey[]): string {
  return path.reduce<string>((out, key) => {
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
): ContentProblem[] {
  return issues.map((issue) => {
    const path = [...prefix, ...issue.path];
    const message = issue.message.startsWith('expected') ? issue.message : defaultMessage(issue);
    const found = valueAt(root, path);
    const got = message.startsWith('expected') ? `, got ${describeValue(found)}` : '';
    return { file, path: jsonPath(path), reason: `${message}${got}` };
  });
}

/** "Unexpected token } in JSON at position 41" → a message with line and column. */
export function jsonSyntaxMessage(source: string, error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(raw);
  const reason = raw.replace(/\s*in JSON at position \d+.*$/s, '').replace(/^JSON\.parse: /, '');
  if (!position?.[1]) return `invalid JSON: ${reason}`;
  const offset = Number(position[1]);
  const before = source.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `invalid JSON at line ${line}, column ${column}: ${reason}`;
}
