import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadContent } from './load';
import { formatReport } from './problems';
import { contentFilesIn, digest, publicFilesIn, SAMPLE_MARKS, STARTER_FOLDERS } from './sample';
import { contentFiles } from './schemas';

export type NewSiteOptions = {
  /** The checkout: its config/ and public/ are replaced. */
  root: string;
  name: string;
  email?: string;
  /** Replace config/ even when it is no longer the sample, moving it aside first. */
  force?: boolean;
  now?: Date;
};

export type NewSiteReport = {
  firstName: string;
  lastName: string;
  /** config/'s files as written, relative to config/. */
  written: string[];
  /** The sample's files deleted from public/, relative to it. */
  removed: string[];
  /** Where the replaced config/ went, relative to the checkout, when it was no longer the sample. */
  movedTo?: string;
};

/** A refusal with its reason, for the terminal; nothing was changed. */
export class NewSiteRefused extends Error {}

/** "Ada Lovelace" → Ada, Lovelace; "Anne-Marie van der Berg" → Anne-Marie, van der Berg. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) {
    throw new NewSiteRefused(
      `--name needs a first and a last name, like --name "Ada Lovelace"; got ${JSON.stringify(name)}.`,
    );
  }
  const particle = words.findIndex(
    (word, index) => index > 0 && /^(van|von|de|da|del|di|du|le|la|bin|ibn)$/i.test(word),
  );
  const split = particle > 0 ? particle : words.length - 1;
  return { firstName: words.slice(0, split).join(' '), lastName: words.slice(split).join(' ') };
}

const stamp = (date: Date) =>
  date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The empty site's files: every file the site needs, with its lists empty. */
export function emptySite(firstName: string, lastName: string, email: string | undefined) {
  const files: Record<string, unknown> = {};
  for (const spec of Object.values(contentFiles)) {
    if (spec.optional && spec.file !== 'site.json') continue;
    const schema = `./schema/${spec.file.replace(/\.json$/, '.schema.json')}`;
    if (spec.list) files[spec.file] = { $schema: schema, data: [] };
  }
  files['about.json'] = {
    $schema: './schema/about.schema.json',
    first_name: firstName,
    last_name: lastName,
    ...(email ? { email } : {}),
  };
  files['site.json'] = { $schema: './schema/site.schema.json', language: 'en' };
  return files;
}

/** A file of config/ as shipped in the sample, or as this command writes it (any name). */
function untouched(relative: string, source: string): boolean {
  if (SAMPLE_MARKS.config[relative] === digest(source)) return true;
  const empty = emptySite('', '', undefined)[relative];
  if (!empty) return false;
  try {
    const json = JSON.parse(source) as Record<string, unknown>;
    if (relative === 'about.json') {
      return Object.keys(json).every((key) =>
        ['$schema', 'first_name', 'last_name', 'email'].includes(key),
      );
    }
    return JSON.stringify(json) === JSON.stringify(empty);
  } catch {
    return false;
  }
}

function removeEmptyFolders(dir: string, keep: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    removeEmptyFolders(full, keep);
    if (full !== keep && !fs.readdirSync(full).length) fs.rmdirSync(full);
  }
}

/** Turns the sample into an owner's empty site: their name in config/, the sample's files out of
 * public/. Refuses when config/ is no longer the sample, unless `force` (then it is moved aside). */
export function newSite({
  root,
  name,
  email,
  force = false,
  now = new Date(),
}: NewSiteOptions): NewSiteReport {
  const { firstName, lastName } = splitName(name);
  if (email !== undefined && !z.email().safeParse(email).success) {
    throw new NewSiteRefused(
      `--email expects an address such as "you@example.com"; got ${JSON.stringify(email)}.`,
    );
  }
  const configDir = path.join(root, 'config');
  const publicDir = path.join(root, 'public');
  const yours = contentFilesIn(configDir).filter(
    (relative) => !untouched(relative, fs.readFileSync(path.join(configDir, relative), 'utf8')),
  );
  let movedTo: string | undefined;
  if (yours.length) {
    if (!force) {
      const named = yours
        .slice(0, 5)
        .map((relative) => `config/${relative}`)
        .join(', ');
      const more = yours.length > 5 ? ` and ${yours.length - 5} more` : '';
      throw new NewSiteRefused(
        `config/ is no longer the sample: ${named}${more} ${yours.length === 1 ? 'is' : 'are'} yours. ` +
          'Nothing was changed. To start over anyway, run it again with --force: config/ is then moved aside first, not deleted.',
      );
    }
    movedTo = `config.before-new-site-${stamp(now)}`;
    fs.mkdirSync(path.join(root, movedTo));
    for (const entry of fs.readdirSync(configDir)) {
      if (entry === 'schema') continue;
      fs.renameSync(path.join(configDir, entry), path.join(root, movedTo, entry));
    }
  }

  for (const entry of fs.readdirSync(configDir)) {
    if (entry !== 'schema')
      fs.rmSync(path.join(configDir, entry), { recursive: true, force: true });
  }
  const files = emptySite(firstName, lastName, email);
  for (const [file, json] of Object.entries(files)) {
    fs.writeFileSync(path.join(configDir, file), `${JSON.stringify(json, null, 2)}\n`);
  }

  // Only files that are the sample's byte for byte: an owner's own pictures stay.
  const removed = publicFilesIn(publicDir).filter(
    (relative) => SAMPLE_MARKS.files[digest(fs.readFileSync(path.join(publicDir, relative)))],
  );
  for (const relative of removed) fs.rmSync(path.join(publicDir, relative));
  if (fs.existsSync(publicDir)) removeEmptyFolders(publicDir, publicDir);

  const result = loadContent({ configDir, publicDir });
  if (!result.ok) throw new Error(`The new site does not load:\n${formatReport(result.problems)}`);
  return { firstName, lastName, written: Object.keys(files).sort(), removed, movedTo };
}

/** What `npm run new-site` prints once it is done. */
export function formatNewSite(report: NewSiteReport): string {
  const kept = STARTER_FOLDERS.map((folder) => `public/${folder}/`).join(' and ');
  return [
    `✓ config/ is now the empty site of ${report.firstName} ${report.lastName}: ${report.written.join(', ')}.`,
    ...(report.movedTo ? [`  The content it held is in ${report.movedTo}/.`] : []),
    report.removed.length
      ? `✓ Deleted the sample's ${report.removed.length} pictures and files from public/ (kept: the icons in ${kept}).`
      : '✓ public/ held nothing of the sample to delete.',
    '',
    'Next:',
    '  npm run dev                 see it at http://localhost:3000 as you edit',
    '  config/about.json           your title, a line about what you do, your email and picture',
    '  config/portfolios.json      your projects (docs/content.md says how)',
    '  npm run check-config        lists every mistake at once, and any of the sample left',
  ].join('\n');
}
