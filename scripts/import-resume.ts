/** npm run import-resume -- FILE [--lang fr] [--dry-run]: a JSON Resume file merged into config/*.json. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importResume } from '../lib/resume/import';
import { mergeImport } from '../lib/resume/merge';
import { report, type FileReport } from '../lib/resume/merge-lists';
import { mergeReport } from '../lib/resume/merge-report';
import { downloadPicture } from '../lib/resume/picture';
import { defaultConfigDir } from '../lib/content/load';
import { editorSchemaRef } from '../lib/content/editor-schema';
import { linkContentFolders } from '../lib/site-folder';
import { checkConfig } from './check-config';
import { canonicalLanguage, DEFAULT_LANGUAGE } from '../lib/i18n/catalogue';

const USAGE = 'usage: npm run import-resume -- FILE [--lang fr] [--dry-run]';

function stop(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let args: ReturnType<typeof parse>;
const parse = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      lang: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
try {
  args = parse();
} catch (error) {
  stop((error as Error).message);
}
if (args.values.force) {
  stop(
    '--force is gone: import-resume merges into your files and never removes what the résumé does not replace; --dry-run shows what would change',
  );
}
const dryRun = args.values['dry-run'];
const [file, ...extra] = args.positionals;
if (!file || extra.length) stop('Name one JSON Resume file.');

/** A résumé is a few kilobytes; a file far larger is not one. */
const MAX_BYTES = 5 * 1024 * 1024;
let input: unknown;
try {
  if (fs.statSync(file).size > MAX_BYTES) stop(`${file}: larger than 5 MB, so not a résumé`);
  input = JSON.parse(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
} catch (error) {
  const { code, message } = error as NodeJS.ErrnoException;
  stop(`${file}: ${code === 'ENOENT' ? 'no such file' : `not valid JSON (${message})`}`);
}
if (!input || typeof input !== 'object' || Array.isArray(input))
  stop(`${file}: expected a JSON Resume document, an object with "basics", "work", …`);

// A downloaded avatar goes into public/, which must be the link into the content's folder.
linkContentFolders();
const configDir = defaultConfigDir();
const readJson = (name: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(configDir, name), 'utf8'));
  } catch {
    return undefined;
  }
};
const site = readJson('site.json');
const siteLanguage =
  canonicalLanguage(String(site?.language ?? DEFAULT_LANGUAGE)) ?? DEFAULT_LANGUAGE;
const language =
  args.values.lang === undefined ? siteLanguage : canonicalLanguage(args.values.lang);
if (!language) stop(`--lang ${args.values.lang}: expected a language tag, like "fr" or "pt-BR"`);

const shown = (name: string) => path.relative(process.cwd(), path.join(folder, name));
const lines = (title: string, items: string[]) =>
  items.length ? `${title}\n${items.map((item) => `  - ${item}`).join('\n')}\n` : '';

// Into a site that has its content, a résumé in another language is a translation.
const translation = fs.existsSync(path.join(configDir, 'about.json')) && language !== siteLanguage;
const folder = translation ? path.join(configDir, language) : configDir;
const imported = importResume(input, {
  translation,
  iconFor: (network) => {
    const icon = `/images/social/${network.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;
    return fs.existsSync(path.join('public', icon)) ? icon : undefined;
  },
});
/** The owner's file; one that is not JSON stops the import, as merging would lose it. */
const existing = (name: string): Record<string, unknown> | undefined => {
  const full = path.join(folder, name);
  if (!fs.existsSync(full)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    stop(`${shown(name)}: not valid JSON (${(error as Error).message}); fix it, then import again`);
  }
};
const merged = mergeImport(imported, existing, translation);
if (!translation && !site && language !== DEFAULT_LANGUAGE) {
  merged.files['site.json'] = { language };
  merged.reports.push({ ...report('site.json', undefined), added: ['language'] });
}

/** Their avatar is the owner's; without one, basics.image is downloaded, never linked. */
async function addPicture(about: FileReport, address: string) {
  const mine = existing('about.json');
  if (typeof mine?.avatar === 'string' && mine.avatar.trim()) {
    about.kept = about.kept.filter((field) => field !== 'avatar');
    about.notes.push('kept your avatar');
    return;
  }
  if (dryRun) {
    about.added.push(`avatar: would be downloaded from ${address}`);
    return;
  }
  const downloaded = await downloadPicture(address, 'public');
  if ('problem' in downloaded) {
    imported.notCarried.push(
      `basics.image: ${downloaded.problem}; save the picture in public/images/ and set "avatar" in ${shown('about.json')}`,
    );
    return;
  }
  merged.files['about.json'] = {
    ...((merged.files['about.json'] ?? mine) as object),
    avatar: downloaded.avatar,
  };
  about.added.push(`avatar: ${downloaded.avatar}, downloaded from ${address}`);
}

/** Downloading the picture is the one step that waits. */
async function finish() {
  const about = merged.reports.find((report) => report.file === 'about.json');
  if (about && imported.picture) await addPicture(about, imported.picture);

  if (!dryRun) {
    fs.mkdirSync(folder, { recursive: true });
    for (const [name, content] of Object.entries(merged.files)) {
      const target = path.join(folder, name);
      const schema = path.join(configDir, 'schema', name.replace(/\.json$/, '.schema.json'));
      const $schema =
        !fs.existsSync(target) && fs.existsSync(schema)
          ? editorSchemaRef(folder, schema)
          : undefined;
      const body =
        $schema && !Array.isArray(content) ? { $schema, ...(content as object) } : content;
      fs.writeFileSync(target, `${JSON.stringify(body, null, 2)}\n`);
    }
  }

  console.log(
    [
      dryRun
        ? `What the import would change (--dry-run: nothing is written):\n`
        : `Merged into ${translation ? `the ${language} translation` : "the site's content"}:\n`,
      mergeReport(merged, shown),
      lines('Not carried over:', imported.notCarried) || 'Everything was carried over.\n',
    ].join(''),
  );
  const translations = Array.isArray(site?.translations) ? site.translations : [];
  if (translation && !translations.includes(language)) {
    console.log(
      `To publish it, add "${language}" to "translations" in ${shown('../site.json')}.\n`,
    );
  }

  if (dryRun) process.exit(0);
  console.log('Checking the content…');
  process.exit(await checkConfig());
}

void finish();
