// Part of `npm run build`, between `next build` and build/standalone.mjs (which copies the
// hinted scripts into the standalone server). Both steps read the prerendered pages' script tags,
// so the compile hints come first.
import path from 'node:path';
import { addCompileHints } from './compile-hints';
import { deferHydrationIn } from './defer-hydration';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const hinted = addCompileHints(distDir);
console.log(`Compile hint added to ${hinted.length} first-load scripts in ${distDir}/static.`);

// `next build` has already copied the pages into the standalone server: rewrite both copies.
const pages = [
  path.join(distDir, 'server', 'app'),
  path.join(distDir, 'standalone', distDir, 'server', 'app'),
];
const deferred = pages.map((dir) => deferHydrationIn(dir).length);
console.log(`Hydration deferred to after the first paint on ${deferred[0]} prerendered pages.`);
