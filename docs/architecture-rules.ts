import { groupOf, type Graph, type Source } from './imports';

/** The rules and map that docs/architecture.md states, read from its text. */
export type Page = {
  entries: string[];
  lines: string[][];
  rules: { files: string[]; never: string[]; reach: boolean; because: string }[];
  exceptions: { from: string; to: string }[];
  names: string[];
};

export type Violation = { from: string; to: string; message: string };

const globs = new Map<string, RegExp>();
function glob(pattern: string): RegExp {
  let regex = globs.get(pattern);
  if (!regex) {
    const source = pattern
      .split(/(\*\*\/|\*\*|\*)/)
      .map((part) =>
        part === '**/'
          ? '(?:.*/)?'
          : part === '**'
            ? '.*'
            : part === '*'
              ? '[^/]*'
              : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    regex = new RegExp(`^${source}$`);
    globs.set(pattern, regex);
  }
  return regex;
}

/** Whether a name of the page covers a file: the file, its folder, a module and what is named after it, a glob. */
export function covers(name: string, file: string): boolean {
  if (name.includes('*')) return glob(name).test(file);
  return file === name || file.startsWith(`${name}/`) || file.startsWith(`${name}.`);
}

function selects(names: string[], file: string, source: Source | undefined): boolean {
  const one = (name: string) =>
    name === "'use client'"
      ? !!source?.client
      : name === "'server-only'"
        ? !!source?.serverOnly
        : covers(name, file);
  const yes = names.filter((name) => !name.startsWith('!'));
  const no = names.filter((name) => name.startsWith('!')).map((name) => name.slice(1));
  return yes.some(one) && !no.some(one);
}

/** The line of "Import direction" a file lies on: the longest name that covers it. */
export function lineOf(lines: string[][], file: string): number | undefined {
  let best: { line: number; length: number } | undefined;
  lines.forEach((names, line) => {
    for (const name of names) {
      if (covers(name, file) && name.length > (best?.length ?? -1)) {
        best = { line, length: name.length };
      }
    }
  });
  return best?.line;
}

const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

function section(markdown: string, heading: string): string {
  const found = markdown.split(/^## /m).find((part) => part.startsWith(heading));
  if (!found) throw new Error(`docs/architecture.md has no "## ${heading}" section`);
  return found;
}

export function parsePage(markdown: string): Page {
  const block = /```\n([\s\S]*?)```/.exec(section(markdown, 'Layout'))?.[1] ?? '';
  const trail: string[] = [];
  const entries = block
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const match = /^( *)(\S+) {2,}\S/.exec(row);
      if (!match) throw new Error(`a Layout line is not "name  role": ${row}`);
      const depth = match[1]!.length / 2;
      trail.length = depth;
      trail.push(match[2]!);
      return trail.join('');
    });
  const direction = section(markdown, 'Import direction');
  const lines = direction
    .split(/^\d+\. /m)
    .slice(1)
    .map((item) => ticks(item.split(/\n\n| — /)[0]!));
  const rules = direction
    .split('\n')
    .filter((row) => row.startsWith('|'))
    .slice(2)
    .map((row) => {
      const [files, never, counted, because] = row.split('|').slice(1, -1);
      return {
        files: ticks(files ?? ''),
        never: ticks(never ?? ''),
        reach: (counted ?? '').includes('reach'),
        because: (because ?? '').trim(),
      };
    });
  const exceptions = direction
    .split('\n')
    .filter((row) => row.startsWith('- ') && row.includes('→'))
    .map((row) => {
      const [from = '', to = ''] = ticks(row);
      return { from, to };
    });
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return { entries, lines, rules, exceptions, names: ticks(prose) };
}

/** What a file loads at run time, each with the chain that loads it; a forbidden file ends its chain. */
function walk(graph: Graph, file: string, forbidden: (to: string) => boolean) {
  const reached = new Map<string, string[]>([[file, [file]]]);
  const queue = [file];
  for (const current of queue) {
    for (const { to, typeOnly } of graph.get(current)?.imports ?? []) {
      if (typeOnly || reached.has(to)) continue;
      reached.set(to, [...reached.get(current)!, to]);
      if (!forbidden(to) && !graph.get(to)?.actions) queue.push(to);
    }
  }
  reached.delete(file);
  return reached;
}

/** Every import that breaks the page's direction or one of its rules, its exceptions aside. */
export function violations(graph: Graph, page: Page): Violation[] {
  const found: Violation[] = [];
  for (const [file, source] of graph) {
    const line = lineOf(page.lines, file);
    if (line === undefined) {
      found.push({ from: file, to: '', message: `${file} lies on no line of "Import direction"` });
      continue;
    }
    for (const { to } of source.imports) {
      const target = lineOf(page.lines, to);
      if (target === undefined || target < line) {
        const where = target === undefined ? 'no line' : `line ${target + 1}`;
        const message = `${file} → ${to}: line ${line + 1} imports from ${where}`;
        found.push({ from: file, to, message });
      }
    }
  }
  for (const rule of page.rules) {
    for (const [file, source] of graph) {
      if (!selects(rule.files, file, source)) continue;
      const forbidden = (to: string) => selects(rule.never, to, graph.get(to));
      const targets = rule.reach
        ? [...walk(graph, file, forbidden)].map(([to, chain]) => ({ to, chain }))
        : source.imports
            .filter(({ to }) => groupOf(to) !== groupOf(file))
            .map(({ to }) => ({ to, chain: [file, to] }));
      for (const { to, chain } of targets) {
        if (!forbidden(to)) continue;
        found.push({ from: file, to, message: `${chain.join(' → ')}: ${rule.because}` });
      }
    }
  }
  const excused = (v: Violation) => page.exceptions.some((e) => e.from === v.from && e.to === v.to);
  const stale = page.exceptions
    .filter((e) => !found.some((v) => v.from === e.from && v.to === e.to))
    .map((e) => ({
      ...e,
      message: `${e.from} → ${e.to} is listed as an exception but breaks no rule`,
    }));
  return [...found.filter((v) => !excused(v)), ...stale];
}
