import fs from 'node:fs';
import path from 'node:path';
import { nextChanged, rewriteFiles } from './next-output';

const OUTPUT = "Next's output changed";

// V8's compile hint, read on a script's first line: its functions compile on a background thread
// as it downloads, not on the main thread at their first call (hydration). Others see a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

// Every chunk but the legacy polyfills: those fetched later (swiper, the lightbox) run nearly whole
// as soon as they arrive too.
export function hintedScripts(distDir: string): string[] {
  const chunks = path.join(distDir, 'static', 'chunks');
  const manifestFile = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(chunks)) {
    throw nextChanged('compile-hints', `${manifestFile} or ${chunks}/ is missing`, OUTPUT);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const legacy = new Set<string>(manifest.polyfillFiles ?? []);
  const scripts = fs
    .readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('static/chunks', file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.js') && !legacy.has(file))
    .sort();
  if (scripts.length === 0) {
    throw nextChanged('compile-hints', `no script chunks (*.js) in ${chunks}/`, OUTPUT);
  }
  return scripts;
}

export const addCompileHints = (distDir: string): string[] =>
  rewriteFiles(distDir, hintedScripts(distDir), withCompileHint);
