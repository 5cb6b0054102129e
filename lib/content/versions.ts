import fs from 'node:fs';
import path from 'node:path';

/** The content's files by their path in config/ ("about.json", "fr/about.json"), parsed. */
export type ContentJson = Record<string, unknown>;

/** One change to the content's shape: what an owner reads in the summary, and the rewrite. `apply`
 * changes `files` in place and answers one line per change made ("about.json: …"). */
export type ContentStep = { summary: string; apply: (files: ContentJson) => string[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file's objects a field lives in: the file itself, or each item of its `data` list. */
const holders = (value: unknown): Json[] => {
  if (Array.isArray(value)) return value.filter(isObject);
  if (!isObject(value)) return [];
  return Array.isArray(value.data) ? value.data.filter(isObject) : [value];
};

/** `file`'s field `from` is now `to`, in the site's language and in every translation. */
export function renamedField(file: string, from: string, to: string): ContentStep {
  return {
    summary: `${file}: "${from}" is now "${to}"`,
    apply(files) {
      const changes: string[] = [];
      for (const [name, value] of Object.entries(files)) {
        if (name !== file && !name.endsWith(`/${file}`)) continue;
        let renamed = 0;
        for (const holder of holders(value)) {
          if (!(from in holder)) continue;
          // Keeps the field's place among the others, so the owner's file reads as before.
          const entries = Object.entries(holder).map(([key, field]) =>
            key === from ? ([to, field] as const) : ([key, field] as const),
          );
          for (const key of Object.keys(holder)) delete holder[key];
          Object.assign(holder, Object.fromEntries(entries));
          renamed += 1;
        }
        if (renamed)
          changes.push(`${name}: "${from}" → "${to}"${renamed > 1 ? ` in ${renamed} items` : ''}`);
      }
      return changes;
    },
  };
}

/** Every change to the content's shape since versions were counted, oldest first: step i brings
 * content from version i + 1 to i + 2. A version that renames or reshapes a field adds its step
 * here; `npm run upgrade` applies the ones an owner's files have not had. */
export const CONTENT_STEPS: ContentStep[] = [];

/** The content version this version of the project reads. */
export const CONTENT_VERSION = CONTENT_STEPS.length + 1;

/** Where the content says which version it is written for. */
export const VERSION_FILE = 'site.json';
export const VERSION_FIELD = 'content_version';

/** The version `configDir`'s content is written for: content from before versions were counted
 * has none, and is version 1. */
export function contentVersionOf(configDir: string): number {
  const file = path.join(configDir, VERSION_FILE);
  if (!fs.existsSync(file)) return 1;
  try {
    const site = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const version = isObject(site) ? site[VERSION_FIELD] : undefined;
    return Number.isInteger(version) && (version as number) >= 1 ? (version as number) : 1;
  } catch {
    return 1;
  }
}

/** The steps between `version` and the last of `steps`, each with the version it brings. */
export const stepsAfter = (version: number, steps: ContentStep[] = CONTENT_STEPS) =>
  steps.map((step, index) => ({ ...step, to: index + 2 })).filter((step) => step.to > version);

/** Null when `configDir`'s content is the version this project reads; else what to do, in words. */
export function versionProblem(
  configDir: string,
  steps: ContentStep[] = CONTENT_STEPS,
): string | null {
  const version = contentVersionOf(configDir);
  const current = steps.length + 1;
  if (version === current) return null;
  if (version > current) {
    return (
      `the content is written for content version ${version}, newer than this version of the ` +
      `project reads (${current}): update the project (docs/upgrading.md)`
    );
  }
  const changes = stepsAfter(version, steps).map((step) => `\n  - ${step.summary}`);
  return (
    `the content is written for content version ${version}; this version of the project reads ` +
    `${current}, where${changes.join('')}\n` +
    'Run `npm run upgrade` to rewrite your files (a backup is kept), then build again.'
  );
}
