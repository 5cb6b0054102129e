// Part of `npm run build`, between `next build` and scripts/standalone.mjs (which copies the
// hinted files into the standalone server): see scripts/build/compile-hints.ts.
import { addCompileHints } from './build/compile-hints';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const changed = addCompileHints(distDir);
console.log(`Compile hint added to ${changed.length} first-load scripts in ${distDir}/static.`);
