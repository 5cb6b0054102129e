import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FRONT_MATTER } from './notes';
import { fileInPublic } from './public-file';
import { formatProblem, type ContentProblem } from './problems';
import marks from './sample-marks.json';

/** The sample owner's name as it appears in text, addresses and file names. */
const SAMPLE_OWNER = /ines[\s._-]*moreau/i;
/** Drawn for any owner to reuse: not the sample's, and kept by `npm run new-site`. */
export const STARTER_FOLDERS = ['images/social', 'images/tools'];
/** A text this long is the owner's own unless it is the sample's word for word. */
const MIN_TEXT = 20;

export type SampleMarks = {
  /** The digest of each text in the sample's config/ (JSON values, notes' titles and bodies). */
  texts: string[];
  /** The digest of each file in the sample's public/, outside STARTER_FOLDERS, with its path. */
  files: Record<string, string>;
  /** Each file of the sample's config/ (outside schema/), whole, by its path there. */
  config: Record<string, string>;
};

export const SAMPLE_MARKS: SampleMarks = marks;

export const digest = (data: string | Buffer) =>
  crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Addresses in public/ are judged by their file, and dates say nothing of whose content it is. */
const isText = (value: string) =>
  value.trim().length >= MIN_TEXT && !value.startsWith('/') && !/^\d{4}-\d{2}-\d{2}/.test(value);
const textDigest = (value: string) => digest(value.trim().replace(/\s+/g, ' '));

/** Every file under `dir`, as paths relative to it with "/", sorted; none when it is missing. */
export function filesUnder(dir: string, skip: (relative: string) => boolean = () => false) {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const next = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(next)) continue;
      if (entry.isDirectory()) walk(next);
      else if (entry.isFile()) found.push(next);
    }
  };
  if (fs.existsSync(dir)) walk('');
  return found.sort();
}

/** config/'s own files: what `npm run new-site` replaces, and the sample is made of. */
export const contentFilesIn = (configDir: string) =>
  filesUnder(configDir, (relative) => relative === 'schema' || relative.startsWith('.'));

const inStarterFolder = (relative: string) =>
  STARTER_FOLDERS.some((folder) => relative === folder || relative.startsWith(`${folder}/`));

/** The sample's files in public/, outside the starter folders. */
export const publicFilesIn = (publicDir: string) =>
  filesUnder(publicDir, (relative) => inStarterFolder(relative) || relative.startsWith('.'));

/** Each string of a JSON value with its path, as check-config writes paths. */
function* stringsOf(value: unknown, at = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsOf(item, `${at}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$schema') continue;
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
      yield* stringsOf(item, at ? `${at}.${name}` : name);
    }
  }
}

/** The texts a note is made of: its front matter's strings and its body. */
function noteTexts(source: string): string[] {
  const front = FRONT_MATTER.exec(source);
  const body = front ? source.slice(front[0].length) : source;
  const lines = (front?.[1] ?? '').split(/\r?\n/).map((line) => line.replace(/^[\w-]+:\s*/, ''));
  return [...lines.map((line) => line.replace(/^["']|["']$/g, '')), body];
}

/** What the sample's config/ and public/ are made of, for sample-marks.json. */
export function readSampleMarks(configDir: string, publicDir: string): SampleMarks {
  const texts = new Set<string>();
  const config: Record<string, string> = {};
  for (const relative of contentFilesIn(configDir)) {
    const source = fs.readFileSync(path.join(configDir, relative), 'utf8');
    config[relative] = digest(source);
    const values = relative.endsWith('.json')
      ? [...stringsOf(JSON.parse(source))].map(([, value]) => value)
      : relative.endsWith('.md')
        ? noteTexts(source)
        : [];
    for (const value of values) if (isText(value)) texts.add(textDigest(value));
  }
  const files: Record<string, string> = {};
  for (const relative of publicFilesIn(publicDir)) {
    files[digest(fs.readFileSync(path.join(publicDir, relative)))] = `/${relative}`;
  }
  return { texts: [...texts].sort(), files, config };
}

export type Leftovers = {
  /** config/ and public/ are still the sample's, as shipped. */
  wholeSample: boolean;
  /** Each text, link, picture or file of the sample's still in the content, with its place. */
  found: ContentProblem[];
};

/** One line per item of a list (a project, an offer) holding several of the sample's values. */
function byItem(found: ContentProblem[]): ContentProblem[] {
  const groups = new Map<string, ContentProblem[]>();
  for (const leftover of found) {
    const item = /^(?:\w+)?\[\d+\]/.exec(leftover.path)?.[0];
    const key = item
      ? `${leftover.file} ${item}`
      : `${leftover.file} ${leftover.path} ${groups.size}`;
    groups.set(key, [...(groups.get(key) ?? []), leftover]);
  }
  return [...groups.values()].map((group) => {
    if (group.length === 1) return group[0]!;
    const item = /^(?:\w+)?\[\d+\]/.exec(group[0]!.path)![0];
    const fields = group.map((leftover) => leftover.path.slice(item.length).replace(/^\./, ''));
    return {
      file: group[0]!.file,
      path: item,
      reason: `is the sample's (${fields.join(', ')}): replace or remove it`,
    };
  });
}

/** The sample's content left in an owner's site: their name, texts, links, pictures and files. */
export function findLeftovers(
  configDir: string,
  publicDir: string,
  sample: SampleMarks = SAMPLE_MARKS,
): Leftovers {
  const texts = new Set(sample.texts);
  const ownFiles = contentFilesIn(configDir);
  const wholeSample =
    ownFiles.length === Object.keys(sample.config).length &&
    ownFiles.every(
      (relative) =>
        sample.config[relative] === digest(fs.readFileSync(path.join(configDir, relative), 'utf8')),
    );
  const found: ContentProblem[] = [];
  const fileDigest = (address: string) => {
    let file: string | undefined;
    try {
      file = address.startsWith('/') ? fileInPublic(publicDir, address) : undefined;
    } catch {
      return undefined; // not an address
    }
    return file && fs.existsSync(file) && fs.statSync(file).isFile()
      ? digest(fs.readFileSync(file))
      : undefined;
  };
  const named = new Set<string>();
  for (const relative of ownFiles) {
    const file = `config/${relative}`;
    const source = fs.readFileSync(path.join(configDir, relative), 'utf8');
    if (relative.endsWith('.md')) {
      if (SAMPLE_OWNER.test(source)) {
        found.push({ file, path: '', reason: "names the sample's owner" });
      } else if (noteTexts(source).some((text) => isText(text) && texts.has(textDigest(text)))) {
        found.push({ file, path: '', reason: "holds the sample's text" });
      }
      continue;
    }
    if (!relative.endsWith('.json')) continue;
    let json: unknown;
    try {
      json = JSON.parse(source.replace(/^\uFEFF/, ''));
    } catch {
      continue; // a mistake check-config reports
    }
    for (const [at, value] of stringsOf(json)) {
      const sampleFile = fileDigest(value);
      if (sampleFile && sample.files[sampleFile]) {
        named.add(sampleFile);
        found.push({ file, path: at, reason: `"${value}" is the sample's file` });
      } else if (SAMPLE_OWNER.test(value)) {
        found.push({ file, path: at, reason: "names the sample's owner" });
      } else if (isText(value) && texts.has(textDigest(value))) {
        found.push({ file, path: at, reason: "is the sample's text" });
      }
    }
  }
  // Files no content names are still served at their address: one line per folder.
  const unnamed = new Map<string, string[]>();
  for (const relative of publicFilesIn(publicDir)) {
    const sampleFile = digest(fs.readFileSync(path.join(publicDir, relative)));
    if (sample.files[sampleFile] && !named.has(sampleFile)) {
      const folder = path.posix.dirname(relative);
      unnamed.set(folder, [...(unnamed.get(folder) ?? []), relative]);
    }
  }
  found.splice(0, found.length, ...byItem(found));
  for (const [folder, files] of unnamed) {
    found.push(
      files.length === 1
        ? { file: `public/${files[0]}`, path: '', reason: "is the sample's: delete it" }
        : {
            file: `public/${folder}/`,
            path: '',
            reason: `holds ${files.length} of the sample's files: delete them`,
          },
    );
  }
  return { wholeSample, found };
}

/** What check-config, the build and `npm run dev` say of the sample left in the site; "" when
 * none is. `limit` shortens a long list, pointing at check-config for the rest. */
export function formatLeftovers({ wholeSample, found }: Leftovers, limit = Infinity): string {
  if (wholeSample) {
    return (
      'ℹ This is the sample site of Ines Moreau, a fictional freelancer. To start your own:\n' +
      '  npm run new-site -- --name "Your Name"'
    );
  }
  if (!found.length) return '';
  const count = found.length === 1 ? 'in 1 place' : `in ${found.length} places`;
  const shown = found.slice(0, limit).map((leftover) => `  - ${formatProblem(leftover)}`);
  const more = found.length - shown.length;
  return [
    `⚠ The sample's content is still ${count}: replace or remove each before you publish.`,
    ...shown,
    ...(more > 0 ? [`  … and ${more} more: npm run check-config lists them all.`] : []),
  ].join('\n');
}

/** Prints what formatLeftovers says: the sample's own notice as news, a list of leftovers as a
 * warning. */
export function printLeftovers(
  leftovers: Leftovers,
  {
    limit,
    out = console,
    around = '',
  }: { limit?: number; out?: Pick<Console, 'log' | 'warn'>; around?: string } = {},
) {
  const text = formatLeftovers(leftovers, limit);
  if (text) (leftovers.wholeSample ? out.log : out.warn)(`${around}${text}${around}`);
}
