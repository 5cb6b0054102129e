import fs from 'node:fs';
import path from 'node:path';

/** The id of the script loader `npm run build` puts in each prerendered page (defer-hydration.ts). */
export const LOADER_ID = 'hydrate-after-paint';

/** Where `next build` puts the chunks; the loader lists their names after it. */
export const CHUNKS = '/_next/static/chunks/';

/** The bundler's runtime chunk, which the loader must request last. */
export const RUNTIME_PREFIX = 'turbopack-';

/** The error a build step throws when Next's output is not what it was written for. */
export const nextChanged = (step: string, found: string, what = "Next's markup changed") =>
  new Error(
    `build/${step}: ${found}; ${what}. Set PAGE_SCRIPTS=next to build without the rewrite.`,
  );

/** The scripts a rewritten page's loader requests, as URL paths; none if it has no loader. */
export function loaderSources(html: string): string[] {
  const chunks = new RegExp(`<script id="${LOADER_ID}" data-chunks="([^"]*)">`).exec(html)?.[1];
  if (!chunks) return [];
  return chunks
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split(' ')
    .map((name) => (name.startsWith('/') ? name : CHUNKS + name));
}

/** The `<script src>` tags a modern browser runs (`noModule` polyfills left out). */
export const moduleScriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\ssrc="/i.test(tag) && !/\snomodule\b/i.test(tag));

/** The scripts a modern browser loads from a page's HTML, the loader's included. */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>(loaderSources(html));
  for (const tag of moduleScriptTags(html)) {
    sources.add(/\ssrc="([^"]+)"/i.exec(tag)![1]!.replace(/&amp;/g, '&'));
  }
  return [...sources];
}

/** A `/_next/...` URL path as a file inside the build folder: "static/chunks/x.js". */
export function assetFile(src: string): string {
  return src.slice('/_next/'.length).split('?')[0]!;
}

/** The framework's files, from the build manifest of the build in `distDir`. */
export function frameworkFiles(distDir = '.next'): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return new Set<string>(manifest.rootMainFiles ?? []);
}

/** The prerendered pages in a build's `server/app` folder, as paths inside it; none if it is missing. */
export function prerenderedPages(appDir: string): string[] {
  if (!fs.existsSync(appDir)) return [];
  return fs
    .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'));
}

/** Rewrites each of `files` (paths inside `dir`) with `change`; returns those it changed. */
export function rewriteFiles(dir: string, files: string[], change: (text: string) => string) {
  return files.filter((file) => {
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    const changed = change(text);
    if (changed === text) return false;
    fs.writeFileSync(full, changed);
    return true;
  });
}
