// Completes the self-contained server `next build` leaves in <distDir>/standalone: Next.js traces
// the code it needs, and this adds what it serves or reads as files, plus the start entry.
// Run by `npm run build`; the result runs anywhere with Node, without the project around it.
import fs from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const target = path.join(distDir, 'standalone');
if (!fs.existsSync(path.join(target, 'server.js'))) {
  console.error(`${target}/server.js is missing: run \`next build\` first.`);
  process.exit(1);
}

const copy = (from, to) => {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
};
// Hashed scripts and styles, and the owner's files.
copy(path.join(distDir, 'static'), path.join(target, distDir, 'static'));
copy('public', path.join(target, 'public'));
// The content the pages were built from; pages rendered at request time (404s) read it too.
copy(process.env.CONFIG_DIR || 'config', path.join(target, 'config'));
fs.copyFileSync(path.join('build', 'start.mjs'), path.join(target, 'start.mjs'));

console.log(`Standalone server ready in ${target}/: start it with \`npm start\`.`);
