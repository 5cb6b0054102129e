import fs from 'node:fs';
import path from 'node:path';
import {
  assetFile,
  frameworkFiles,
  prerenderedPages,
  rewriteFiles,
  scriptSources,
} from './page-scripts';

/**
 * V8's explicit compile hint (Chrome 136+). It must be the first line of a script. Other engines
 * read it as a comment.
 *
 * Without it, V8 only pre-parses a function when the script loads, and compiles it on the main
 * thread the first time it is called. Every page's first-load scripts (React, the router, our
 * components) are called almost entirely during hydration, so that compile work lands in the
 * hydration task: about half of its script time. With the hint, Chrome compiles those functions
 * on a background thread while the file is still downloading.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * The build's first-load scripts, as paths inside `distDir` ("static/chunks/x.js"): the
 * framework's root files from the build manifest, and every script a prerendered page lists.
 * Chunks fetched later (the carousels' swiper, the lightbox) are left lazy.
 */
export function firstLoadScripts(distDir: string): string[] {
  const files = frameworkFiles(distDir);
  const appDir = path.join(distDir, 'server', 'app');
  for (const page of prerenderedPages(appDir)) {
    const html = fs.readFileSync(path.join(appDir, page), 'utf8');
    for (const src of scriptSources(html)) {
      if (!src.startsWith('/_next/static/')) continue;
      files.add(assetFile(src));
    }
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** Adds the compile hint to the build's first-load scripts; returns the files it changed. */
export const addCompileHints = (distDir: string): string[] =>
  rewriteFiles(distDir, firstLoadScripts(distDir), withCompileHint);
