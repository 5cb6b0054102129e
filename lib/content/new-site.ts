import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadContent } from './load';
import { formatReport } from './problems';
import { contentFilesIn, digest, filesUnder, SAMPLE_MARKS, STARTER_FOLDERS } from './sample';
import { linkContentFolders, OWNER_FOLDER, SAMPLE_FOLDER } from '../site-folder';
import { CONTENT_VERSION, VERSION_FIELD } from './versions';
import { contentFiles } from './schemas';

export type NewSiteOptions = {
  /** The checkout: the site is made in its site/ folder, from the sample in examples/sample/. */
  root: string;
  name: string;
  email?: string;
  /** Replace site/config/ even when it holds the owner's content, moving it aside first. */
  force?: boolean;
  now?: Date;
};

export type NewSiteReport = {
  firstName: string;
  lastName: string;
  /** site/config/'s files as written, relative to it. */
  written: string[];
  /** The icons any owner may reuse, copied from the sample into site/public/, relative to it. */
  copied: string[];
  /** Where the replaced site/config/ went, relative to the checkout, when it held content. */
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
  files['site.json'] = {
    $schema: './schema/site.schema.json',
    language: 'en',
    [VERSION_FIELD]: CONTENT_VERSION,
  };
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

/** The owner's empty site in site/: their name, the editor schemas, the sample's reusable icons.
 * The sample stays as it is, so a later version that changes it never meets a change of theirs.
 * Refuses when site/config/ holds the owner's content, unless `force` (then moved aside). */
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
  if (fs.existsSync(path.join(root, 'config'))) {
    throw new NewSiteRefused(
      'config/ at the root holds a site made before site/ existed: move it to site/ instead ' +
        '(docs/upgrading.md, "A site from before site/"). Nothing was changed.',
    );
  }
  const sample = path.join(root, SAMPLE_FOLDER);
  const owner = path.join(root, OWNER_FOLDER);
  const configDir = path.join(owner, 'config');
  const publicDir = path.join(owner, 'public');
  const yours = fs.existsSync(configDir)
    ? contentFilesIn(configDir).filter(
        (relative) => !untouched(relative, fs.readFileSync(path.join(configDir, relative), 'utf8')),
      )
    : [];
  let movedTo: string | undefined;
  if (yours.length) {
    if (!force) {
      const named = yours
        .slice(0, 5)
        .map((relative) => `site/config/${relative}`)
        .join(', ');
      const more = yours.length > 5 ? ` and ${yours.length - 5} more` : '';
      throw new NewSiteRefused(
        `site/config/ holds your content: ${named}${more} ${yours.length === 1 ? 'is' : 'are'} yours. ` +
          'Nothing was changed. To start over anyway, run it again with --force: site/config/ is then moved aside first, not deleted.',
      );
    }
    movedTo = `${OWNER_FOLDER}/config.before-new-site-${stamp(now)}`;
    fs.renameSync(configDir, path.join(root, movedTo));
  }
  fs.rmSync(configDir, { recursive: true, force: true });
  fs.mkdirSync(configDir, { recursive: true });
  fs.cpSync(path.join(sample, 'config', 'schema'), path.join(configDir, 'schema'), {
    recursive: true,
  });
  const files = emptySite(firstName, lastName, email);
  for (const [file, json] of Object.entries(files)) {
    fs.writeFileSync(path.join(configDir, file), `${JSON.stringify(json, null, 2)}\n`);
  }

  // The icons drawn for any owner; a file of the owner's own by the same name stays theirs.
  const copied: string[] = [];
  for (const folder of STARTER_FOLDERS) {
    const from = path.join(sample, 'public', folder);
    for (const relative of fs.existsSync(from) ? filesUnder(from) : []) {
      const to = path.join(publicDir, folder, relative);
      if (fs.existsSync(to)) continue;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(from, relative), to);
      copied.push(`${folder}/${relative}`);
    }
  }
  fs.mkdirSync(publicDir, { recursive: true });
  linkContentFolders(root);

  const result = loadContent({ configDir, publicDir });
  if (!result.ok) throw new Error(`The new site does not load:\n${formatReport(result.problems)}`);
  return { firstName, lastName, written: Object.keys(files).sort(), copied, movedTo };
}

/** What `npm run new-site` prints once it is done. */
export function formatNewSite(report: NewSiteReport): string {
  return [
    `✓ site/ is now the empty site of ${report.firstName} ${report.lastName}: site/config/ holds ${report.written.join(', ')}.`,
    ...(report.movedTo ? [`  The content it held is in ${report.movedTo}/.`] : []),
    report.copied.length
      ? `✓ Copied ${report.copied.length} icons any site may use into site/public/ (${STARTER_FOLDERS.map((f) => `${f}/`).join(', ')}).`
      : '✓ site/public/ already held the icons any site may use.',
    "  The sample stays in examples/sample/, the project's own: new versions of the project never",
    '  change site/, so they never conflict with your content.',
    '',
    'Next:',
    '  npm run dev                     see it at http://localhost:3000 as you edit',
    '  site/config/about.json          your title, a line about what you do, your email and picture',
    '  site/config/portfolios.json     your projects (docs/content.md says how)',
    '  site/public/                    your pictures and files, at /… on the site',
    '  npm run check-config            lists every mistake at once, and any of the sample left',
    '  git add site && git commit      keep it, before you upgrade (docs/upgrading.md)',
  ].join('\n');
}
