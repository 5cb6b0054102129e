/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { covers, parsePage, violations } from './architecture-rules';
import { exportedNames, parseGlossary, retiredNames, tokens } from './glossary';
import {
  buildGraph,
  cycles,
  environmentReads,
  fileCycles,
  readImports,
  type Graph,
  type Source,
} from './imports';

// docs/architecture.md holds the map and the rules; this reads both from its text and checks
// them against every tracked source file, so the page and the code cannot drift apart.

const root = path.join(__dirname, '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const trackedSet = new Set(tracked);
const isFile = (file: string) => trackedSet.has(file);
const sources = tracked.filter((file) => /\.(ts|tsx|mjs)$/.test(file));
const texts = new Map(
  sources.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
);
const graph = buildGraph(texts, isFile);
const markdown = fs.readFileSync(path.join(__dirname, 'architecture.md'), 'utf8');
const page = parsePage(markdown);

const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const named = (folder: string) =>
  page.entries.some(
    (entry) => entry === `${folder}/` || entry.startsWith(`${folder}/`) || entry === folder,
  );

describe('the layout', () => {
  it('names every top folder, and every group inside the folders it details', () => {
    const detailed = ['app', 'components', 'lib', 'lib/store', 'e2e', 'examples'];
    const groups = [...folders].filter((folder) => {
      const parent = path.posix.dirname(folder);
      return parent === '.' || detailed.includes(parent);
    });
    const modules = tracked.filter((file) => /^lib\/[^/]+\.tsx?$/.test(file) && !isTest(file));
    expect([...groups, ...modules].filter((group) => !named(group))).toEqual([]);
  });

  it('names only folders and files that exist', () => {
    const missing = page.entries.filter((entry) =>
      entry.endsWith('/') ? !folders.has(entry.slice(0, -1)) : !isFile(entry),
    );
    expect(missing).toEqual([]);
  });

  it('names in backticks only paths that exist', () => {
    const tops = new Set(tracked.map((file) => file.split('/')[0]!));
    const paths = page.names
      .map((name) => name.replace(/^!/, ''))
      .filter((name) => /^[\w.*/[\]-]+$/.test(name) && tops.has(name.split('/')[0]!));
    expect(
      paths.filter((name) => !tracked.some((file) => covers(name.replace(/\/$/, ''), file))),
    ).toEqual([]);
  });
});

describe('the import direction', () => {
  it('is stated: the lines, the rules and the graph are all there', () => {
    expect(page.lines.length).toBeGreaterThan(5);
    expect(page.rules.length).toBeGreaterThan(3);
    expect(page.rules.every((rule) => rule.files.length && rule.never.length && rule.because)).toBe(
      true,
    );
    // The graph is really read: pages use the content layer.
    expect(graph.get('app/[lang]/page.tsx')?.imports.map(({ to }) => to)).toContain(
      'lib/content/page.ts',
    );
  });

  it('names only files and folders that exist, on its lines and in its rules', () => {
    const names = [
      ...page.lines.flat(),
      ...page.rules.flatMap((rule) => [...rule.files, ...rule.never]),
    ]
      .map((name) => name.replace(/^!/, ''))
      .filter((name) => !name.startsWith("'"));
    expect(names.filter((name) => !tracked.some((file) => covers(name, file)))).toEqual([]);
  });

  it('holds for every file: each import goes down the lines and keeps the rules', () => {
    expect(violations(graph, page).map(({ message }) => message)).toEqual([]);
  });

  it('leaves no cycle between groups', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('leaves no cycle between files, types included', () => {
    expect(fileCycles(graph, ['lib/', 'app/', 'components/', 'scripts/'])).toEqual([]);
  });
});

describe('the settings', () => {
  // Next's configuration and the server's start read their own; instrumentation.ts reads the
  // runtime Next writes in. Tests, specs and their helpers read their own knobs.
  const READERS = ['lib/settings', 'next.config.ts', 'build/start.mjs', 'instrumentation.ts'];
  const forTests = (file: string) =>
    isTest(file) ||
    /(^|\/)test\//.test(file) ||
    file.startsWith('e2e/') ||
    file === 'playwright.config.ts' ||
    file.startsWith('jest.');

  it('are read from the environment in lib/settings alone, but where Next and the server start', () => {
    const code = tracked.filter((file) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(file));
    const found = code
      .filter((file) => !forTests(file))
      .filter((file) => !READERS.some((name) => covers(name, file)))
      .flatMap((file) => {
        const text = texts.get(file) ?? fs.readFileSync(path.join(root, file), 'utf8');
        return environmentReads(file, text).map((line) => `${file}:${line}`);
      });
    expect(found).toEqual([]);
  });
});

// Names in areas still being renamed elsewhere, each the start of a finding: the integrator
// empties this list as those renames land (an entry that matches nothing fails).
const PENDING: string[] = [];

describe('the glossary', () => {
  const glossary = parseGlossary(markdown);
  const found = retiredNames(glossary, texts).map(
    ({ where, word, instead }) => `${where}: \`${word}\` is retired for ${instead}`,
  );
  const pending = (finding: string) => PENDING.some((start) => finding.startsWith(start));

  it('is read: every row has its word, and the retired names are there', () => {
    expect(glossary.every((entry) => entry.words.length)).toBe(true);
    expect(glossary.flatMap((entry) => entry.retired.map((retired) => retired.name))).toEqual(
      expect.arrayContaining(['words', 'changes', 'first-paint.ts', 'endpoints', 'json-schema']),
    );
  });

  it('leaves no retired name in a file or folder name or an exported identifier', () => {
    expect(found.filter((finding) => !pending(finding))).toEqual([]);
  });

  it('lists as pending only what is still to rename', () => {
    expect(PENDING.filter((start) => !found.some((finding) => finding.startsWith(start)))).toEqual(
      [],
    );
  });
});

describe('the checker', () => {
  const example = parsePage(`## Layout
\`\`\`
lib/  everything
\`\`\`
## Import direction
1. \`app\`
2. \`lib\`

| Files | never import | counted | because |
| --- | --- | --- | --- |
| \`'use client'\` | \`'server-only'\` | what they reach | client |
| \`lib/a\` | \`lib/b\` | directly | a before b |

- \`lib/c.ts\` → \`lib/b.ts\`: to move
`);
  const source = (imports: string[], extra: Partial<Source> = {}): Source => ({
    client: false,
    actions: false,
    serverOnly: false,
    imports: imports.map((to) => ({ to, typeOnly: false })),
    ...extra,
  });

  it('reads imports as the compiler does: comments aside, types marked, calls counted', () => {
    const text = `'use client';
// import '@/commented';
import type { A } from '@/a';
import { type B } from '@/b';
import C, { type D } from '@/c';
export * from './e';
export const f = () => import('./f');
jest.mock('./g');`;
    expect(readImports('x.tsx', text)).toEqual({
      client: true,
      actions: false,
      imports: [
        { specifier: '@/a', typeOnly: true },
        { specifier: '@/b', typeOnly: true },
        { specifier: '@/c', typeOnly: false },
        { specifier: './e', typeOnly: false },
        { specifier: './f', typeOnly: false },
        { specifier: './g', typeOnly: false },
      ],
    });
  });

  it('reads the page: layout, lines, rules and exceptions', () => {
    expect(example.entries).toEqual(['lib/']);
    expect(example.lines).toEqual([['app'], ['lib']]);
    expect(example.rules.map((rule) => [rule.files, rule.never, rule.reach])).toEqual([
      [["'use client'"], ["'server-only'"], true],
      [['lib/a'], ['lib/b'], false],
    ]);
    expect(example.exceptions).toEqual([{ from: 'lib/c.ts', to: 'lib/b.ts' }]);
  });

  it('fails an import up the lines, a broken rule, a client leaf reaching the server and a stale exception', () => {
    const broken: Graph = new Map([
      ['lib/a.ts', source(['app/page.tsx', 'lib/b.ts'])],
      ['lib/b.ts', source([])],
      ['lib/c.ts', source([])],
      ['lib/server.ts', source([], { serverOnly: true })],
      ['lib/shared.ts', source(['lib/server.ts'])],
      ['app/page.tsx', source(['lib/shared.ts'], { client: true })],
      ['tools/x.ts', source([])],
    ]);
    expect(violations(broken, example).map(({ message }) => message)).toEqual([
      'lib/a.ts → app/page.tsx: line 2 imports from line 1',
      'tools/x.ts lies on no line of "Import direction"',
      'app/page.tsx → lib/shared.ts → lib/server.ts: client',
      'lib/a.ts → lib/b.ts: a before b',
      'lib/c.ts → lib/b.ts is listed as an exception but breaks no rule',
    ]);
  });

  it('passes what the rules allow: types into a client leaf, its actions, excused imports', () => {
    const fine: Graph = new Map([
      ['lib/b.ts', source([])],
      ['lib/c.ts', source(['lib/b.ts'])],
      ['lib/server.ts', source([], { serverOnly: true })],
      ['app/actions.ts', source(['lib/server.ts'], { actions: true })],
      [
        'app/page.tsx',
        source(['app/actions.ts'], {
          client: true,
          imports: [
            { to: 'lib/server.ts', typeOnly: true },
            { to: 'app/actions.ts', typeOnly: false },
          ],
        }),
      ],
    ]);
    expect(
      violations(fine, {
        ...example,
        rules: [
          ...example.rules,
          { files: ['lib/c'], never: ['lib/b'], reach: false, because: 'c before b' },
        ],
      }),
    ).toEqual([]);
  });

  it('reads the glossary and finds each retired name, but where it is kept or part of a word', () => {
    const glossary = parseGlossary(`## Glossary
| Word | Means | Retired | Kept |
| --- | --- | --- | --- |
| **label** | a string | \`words\`, text | |
| **page view** | a visit | \`views\`, \`first-paint.ts\` | \`app/views/\` |
`);
    expect(glossary[1]).toEqual({
      words: ['page view'],
      retired: [
        { name: 'views', tokens: ['views'], module: false },
        { name: 'first-paint.ts', tokens: ['first', 'paint'], module: true },
      ],
      kept: ['app/views/'],
    });
    const files = new Map([
      ['lib/words/a.ts', 'export type DialogWords = {}; export const plainWordsOf = 1;'],
      ['lib/words/page-views.ts', 'export function afterFirstPaint() {}'],
      ['lib/first-paint.test.ts', 'const views = 1; export { views as seen };'],
      ['app/views/route.ts', 'export const views = 1;'],
    ]);
    expect(retiredNames(glossary, files).map(({ where, word }) => `${where} ${word}`)).toEqual([
      'lib/words/ words',
      'lib/words/a.ts › DialogWords words',
      'lib/words/a.ts › plainWordsOf words',
      'lib/first-paint.test.ts first-paint.ts',
    ]);
    expect(tokens('JSONSchema')).toEqual(['json', 'schema']);
    expect(
      exportedNames('x.tsx', 'export default function Page() {} export { a as b } from "c";'),
    ).toEqual(['Page', 'b']);
  });

  it('finds a cycle between groups', () => {
    const loop: Graph = new Map([
      ['lib/x/one.ts', source(['lib/y.ts'])],
      ['lib/y.ts', source(['lib/x/two.ts'])],
      ['lib/x/two.ts', source([])],
    ]);
    expect(cycles(loop)).toEqual(['lib/x → lib/y → lib/x']);
  });

  it('finds each read of the environment, but in comments and strings', () => {
    const text = `// process.env.SITE_URL
const a = process.env.SITE_URL;
const b = 'process.env';
const c = process['env'];
const { env } = process;
import { env as e } from 'node:process';
const d = processes.env;`;
    expect(environmentReads('x.ts', text)).toEqual([2, 4, 5, 6]);
  });

  it('finds a cycle between files, through a type-only import too, and only under the folders given', () => {
    const loop: Graph = new Map([
      ['lib/a.ts', source(['lib/b.ts'])],
      ['lib/b.ts', source([], { imports: [{ to: 'lib/a.ts', typeOnly: true }] })],
      ['lib/c.ts', source(['lib/a.ts', 'e2e/d.ts'])],
      ['e2e/d.ts', source(['lib/c.ts'])],
    ]);
    expect(fileCycles(loop, ['lib/'])).toEqual(['lib/a.ts → lib/b.ts → lib/a.ts']);
    expect(fileCycles(loop, ['lib/', 'e2e/'])).toEqual([
      'lib/a.ts → lib/b.ts → lib/a.ts',
      'e2e/d.ts → lib/c.ts → e2e/d.ts',
    ]);
  });
});
