import fs from 'node:fs';
import path from 'node:path';
import { contentFilesIn } from './sample';
import {
  CONTENT_STEPS,
  contentVersionOf,
  stepsAfter,
  VERSION_FIELD,
  VERSION_FILE,
  type ContentJson,
  type ContentStep,
} from './versions';

export type ContentUpgrade = {
  from: number;
  to: number;
  /** One line per change made, by file. */
  changes: string[];
  /** The files rewritten, relative to config/. */
  rewritten: string[];
  /** Where config/ was copied before anything was written; null when nothing was. */
  backup: string | null;
};

const stamp = (date: Date) =>
  date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The indentation the owner's file uses (a tab, or so many spaces), so a rewrite reads as theirs. */
function indentOf(source: string | undefined): string | number {
  const first = /\n([\t ]+)\S/.exec(source ?? '')?.[1];
  if (!first) return 2;
  return first.startsWith('\t') ? '\t' : first.length;
}

/** Brings `configDir`'s content to this project's content version: each step it has not had, in
 * order, then the version recorded in site.json. config/ is copied to `backupRoot` first. */
export function upgradeContent(
  configDir: string,
  {
    backupRoot,
    now = new Date(),
    steps = CONTENT_STEPS,
  }: { backupRoot: string; now?: Date; steps?: ContentStep[] },
): ContentUpgrade {
  const from = contentVersionOf(configDir);
  const target = steps.length + 1;
  if (from >= target) {
    return { from, to: from, changes: [], rewritten: [], backup: null };
  }
  const names = contentFilesIn(configDir).filter((name) => name.endsWith('.json'));
  const files: ContentJson = {};
  const before: Record<string, string> = {};
  for (const name of names) {
    const source = fs.readFileSync(path.join(configDir, name), 'utf8');
    before[name] = source;
    try {
      files[name] = JSON.parse(source);
    } catch (error) {
      throw new Error(
        `${name} is not valid JSON (${(error as Error).message}): fix it, then run the upgrade again. Nothing was changed.`,
      );
    }
  }
  const changes = stepsAfter(from, steps).flatMap((step) => step.apply(files));
  const site = (files[VERSION_FILE] ??= { $schema: './schema/site.schema.json' }) as Record<
    string,
    unknown
  >;
  site[VERSION_FIELD] = target;
  const rewritten = Object.keys(files)
    .filter(
      (name) =>
        before[name] === undefined ||
        JSON.stringify(files[name]) !== JSON.stringify(JSON.parse(before[name])),
    )
    .sort();

  const backup = path.join(backupRoot, `content-${stamp(now)}`);
  fs.mkdirSync(backupRoot, { recursive: true });
  fs.cpSync(configDir, backup, { recursive: true, errorOnExist: true, force: false });
  for (const name of rewritten) {
    // Written aside, then renamed: an interrupted upgrade leaves each file whole.
    const file = path.join(configDir, name);
    const indent = indentOf(before[name]);
    fs.writeFileSync(`${file}.upgrade`, `${JSON.stringify(files[name], null, indent)}\n`);
    fs.renameSync(`${file}.upgrade`, file);
  }
  return { from, to: target, changes, rewritten, backup };
}

/** What `npm run upgrade` prints of it. */
export function formatContentUpgrade(upgrade: ContentUpgrade, root: string): string {
  if (!upgrade.backup)
    return `✓ Your content is at content version ${upgrade.to}: nothing to rewrite.`;
  return [
    `✓ Your content moved from content version ${upgrade.from} to ${upgrade.to}:`,
    ...(upgrade.changes.length ? upgrade.changes : ['(no field of yours needed a change)']).map(
      (line) => `  - ${line}`,
    ),
    `  Rewritten: ${upgrade.rewritten.join(', ')}.`,
    `  Your files as they were: ${path.relative(root, upgrade.backup)}/`,
  ].join('\n');
}
