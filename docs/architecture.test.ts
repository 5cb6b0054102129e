/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The rule of docs/architecture.md, "Imports go one way", checked on every source file: the
// folders' import graph has no cycle, and nothing imports from scripts/, bench/ or the specs.

const root = path.join(__dirname, '..');
const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => file && !file.startsWith('config/') && !file.startsWith('examples/'));

/** The folder a file belongs to, as the layout names them: lib/content, e2e/support, app… */
function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts.length === 1) return '(root)';
  // lib's folders and its single-file modules (lib/routes.ts…) are each a unit; so is e2e/support.
  if (parts[0] === 'lib') return `lib/${parts[1]!.replace(/\.tsx?$/, '')}`;
  if (parts[0] === 'e2e' && parts.length > 2) return `e2e/${parts[1]}`;
  return parts[0]!;
}

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null; // a package
  for (const extension of EXTENSIONS) {
    const candidate = path.normalize(base + extension);
    if (
      fs.existsSync(path.join(root, candidate)) &&
      fs.statSync(path.join(root, candidate)).isFile()
    ) {
      return candidate;
    }
  }
  return null; // a style sheet or an asset
}

const edges = new Map<string, Set<string>>();
const imports: { from: string; to: string }[] = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const [, specifier] of text.matchAll(SPECIFIER)) {
    const target = resolve(file, specifier!);
    if (!target) continue;
    imports.push({ from: file, to: target });
    const [a, b] = [unitOf(file), unitOf(target)];
    if (a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
}

test('the folders import one another without a cycle', () => {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (unit: string, trail: string[]) => {
    if (state.get(unit) === 'done') return;
    if (state.get(unit) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(unit)), unit].join(' → '));
      return;
    }
    state.set(unit, 'open');
    for (const next of edges.get(unit) ?? []) visit(next, [...trail, unit]);
    state.set(unit, 'done');
  };
  for (const unit of edges.keys()) visit(unit, []);
  expect(cycles).toEqual([]);
  // The graph is really read: pages use the content layer, the specs their support.
  expect(edges.get('app')).toContain('lib/content');
  expect(edges.get('e2e')).toContain('e2e/support');
});

test('nothing imports from the owner commands, the benchmarks or the specs', () => {
  const leaves = imports.filter(({ from, to }) => {
    const target = unitOf(to);
    const closed =
      target === 'scripts' || target === 'bench' || (target === 'e2e' && to.endsWith('.spec.ts'));
    return closed && unitOf(from) !== target;
  });
  expect(leaves).toEqual([]);
});
