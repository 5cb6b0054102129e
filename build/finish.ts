// The rest of `npm run build`, after `next build`: compile hints and deferred hydration in the
// prerendered pages (./compile-hints.ts, ./defer-hydration.ts), then the self-contained server in
// <distDir>/standalone completed with what it serves or reads as files and its start entry. The
// result runs anywhere with Node, without the project around it.
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { SETTINGS } from '../lib/settings/definitions';
import { settings } from '../lib/settings';
import { dropEnvFiles, notFoundPages, SERVER_ENTRY } from './release-files';
import { addCompileHints } from './compile-hints';
import { deferHydrationIn } from './defer-hydration';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const target = path.join(distDir, 'standalone');
if (!fs.existsSync(path.join(target, 'server.js'))) {
  console.error(`${target}/server.js is missing: run \`next build\` first.`);
  process.exit(1);
}

const hinted = addCompileHints(distDir);
console.log(`Compile hint added to ${hinted.length} first-load scripts in ${distDir}/static.`);

// `next build` has already copied the pages into the standalone server: rewrite both copies.
const pages = [path.join(distDir, 'server', 'app'), path.join(target, distDir, 'server', 'app')];
const deferred = pages.map((dir) => deferHydrationIn(dir).length);
console.log(`Hydration deferred to after the first paint on ${deferred[0]} prerendered pages.`);

const copy = (from: string, to: string) => {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
};
// Hashed scripts and styles (hinted above), and the owner's files.
copy(path.join(distDir, 'static'), path.join(target, distDir, 'static'));
copy('public', path.join(target, 'public'));
// The content the pages were built from; pages rendered at request time (404s) read it too.
copy(settings().configDir, path.join(target, 'config'));
fs.copyFileSync(path.join('build', 'start.mjs'), path.join(target, 'start.mjs'));
fs.writeFileSync(path.join(target, 'server.js'), SERVER_ENTRY);
const dropped = dropEnvFiles(target);
if (dropped.length)
  console.log(`Left out of the release: ${dropped.join(', ')} (settings stay on each host).`);
const content = loadContent({ configDir: settings().configDir });
if (!content.ok) throw new Error('config/ changed during the build: run `npm run build` again.');
const languages = [content.content.language, ...content.translations.map((t) => t.language)];
fs.writeFileSync(
  path.join(target, 'not-found.json'),
  JSON.stringify(notFoundPages(target, distDir, languages), null, 2),
);
// start.mjs runs before any TypeScript: it takes the defaults it needs from here.
const defaults = Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.default]));
fs.writeFileSync(path.join(target, 'settings-defaults.json'), JSON.stringify(defaults, null, 2));

console.log(`Standalone server ready in ${target}/: start it with \`npm start\`.`);
