import fs from 'node:fs';
import path from 'node:path';

export const LOADER_ID = 'hydrate-after-paint';

export const CHUNKS = '/_next/static/chunks/';

/** The bundler's runtime chunk, which the loader must request last. */
export const RUNTIME_PREFIX = 'turbopack-';

export const nextChanged = (step: string, found: string, what = "Next's markup changed") =>
  new Error(
    `build/${step}: ${found}; ${what}. Set PAGE_SCRIPTS=next to build without the rewrite.`,
  );

export function loaderSources(html: string): string[] {
  const chunks = new RegExp(`<script id="${LOADER_ID}" data-chunks="([^"]*)">`).exec(html)?.[1];
  if (!chunks) return [];
  return chunks
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split(' ')
    .map((name) => (name.startsWith('/') ? name : CHUNKS + name));
}

export const moduleScriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\ssrc="/i.test(tag) && !/\snomodule\b/i.test(tag));

export function scriptSources(html: string): string[] {
  const sources = new Set<string>(loaderSources(html));
  for (const tag of moduleScriptTags(html)) {
    sources.add(/\ssrc="([^"]+)"/i.exec(tag)![1]!.replace(/&amp;/g, '&'));
  }
  return [...sources];
}

export function assetFile(src: string): string {
  return src.slice('/_next/'.length).split('?')[0]!;
}

export function frameworkFiles(distDir = '.next'): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  return new Set<string>(manifest.rootMainFiles ?? []);
}

export function prerenderedPages(appDir: string): string[] {
  if (!fs.existsSync(appDir)) return [];
  return fs
    .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'));
}

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
