/** npm run import-resume -- FILE [--lang fr] [--force]: a JSON Resume file → config/*.json. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importResume } from '../lib/resume/import';
import { defaultConfigDir } from '../lib/content/load';
import { canonicalLanguage, DEFAULT_LANGUAGE } from '../lib/i18n/catalogue';

const USAGE = 'usage: npm run import-resume -- FILE [--lang fr] [--force]';

function stop(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let args: ReturnType<typeof parse>;
const parse = () =>
  parseArgs({
    allowPositionals: true,
    options: { lang: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
try {
  args = parse();
} catch (error) {
  stop((error as Error).message);
}
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
if (!translation && !site && language !== DEFAULT_LANGUAGE) {
  imported.files['site.json'] = { language };
}

// The CV's projects name the imported ones: with the portfolio kept as it is, they would name none.
const cv = imported.files['cv.json'] as { projects?: string[] } | undefined;
if (cv?.projects && fs.existsSync(path.join(folder, 'portfolios.json')) && !args.values.force) {
  delete cv.projects;
  imported.notCarried.push('projects: listed in cv.json only when portfolios.json is written too');
}

const shown = (name: string) => path.relative(process.cwd(), path.join(folder, name));
const written: string[] = [];
const kept: string[] = [];
fs.mkdirSync(folder, { recursive: true });
for (const [name, content] of Object.entries(imported.files)) {
  const target = path.join(folder, name);
  if (fs.existsSync(target) && !args.values.force) {
    kept.push(shown(name));
    continue;
  }
  const schema = path.join(configDir, 'schema', name.replace(/\.json$/, '.schema.json'));
  const $schema = fs.existsSync(schema) ? path.relative(folder, schema) : undefined;
  const body = $schema ? { $schema, ...(content as object) } : content;
  fs.writeFileSync(target, `${JSON.stringify(body, null, 2)}\n`);
  written.push(shown(name));
}

const lines = (title: string, items: string[]) =>
  items.length ? `${title}\n${items.map((item) => `  - ${item}`).join('\n')}\n` : '';
console.log(
  [
    lines(
      `Written (${translation ? `the ${language} translation` : "the site's content"}):`,
      written,
    ),
    lines('Left as they are, as they exist (add --force to replace them):', kept),
    lines('Not carried over:', imported.notCarried) || 'Everything was carried over.\n',
  ].join(''),
);
const translations = Array.isArray(site?.translations) ? site.translations : [];
if (translation && !translations.includes(language)) {
  console.log(`To publish it, add "${language}" to "translations" in ${shown('../site.json')}.\n`);
}

console.log('Checking the content…');
const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CONFIG_DIR: configDir },
});
process.exit(check.status ?? 1);
