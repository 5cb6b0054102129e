import fs from 'node:fs';
import path from 'node:path';
import { loaderSources } from './defer-hydration';

/**
 * The scripts a modern browser loads from a page's HTML (`noModule` polyfills excluded), including
 * those the hydration loader requests after the first paint.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>(loaderSources(html));
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) sources.add(src.replace(/&amp;/g, '&'));
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
