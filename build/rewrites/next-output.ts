import fs from 'node:fs';
import path from 'node:path';

export const rewriteFile = (name: string) => `build/rewrites/${name}.ts`;

const SWITCH_OFF =
  "or build with DEFERRED_HYDRATION=off to leave Next's pages and scripts as built";

/** The message of a rewrite whose pattern no longer finds what Next writes. */
export function nextChanged(rewrite: string, found: string, what: string, offSwitch = true) {
  const file = rewriteFile(rewrite);
  return new Error(
    `${file}: ${found}; ${what}. Update ${file}${offSwitch ? `, ${SWITCH_OFF}` : ''}.`,
  );
}

export const moduleScriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\ssrc="/i.test(tag) && !/\snomodule\b/i.test(tag));

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
