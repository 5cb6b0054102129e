import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { fileInPublic, privateBeside } from './public-file';
import { plainOriginOf } from '../origin';
import { PICTURE_MAX_PIXELS, PICTURE_WARN_BYTES, PICTURE_WARN_SIDE } from '../constants';
import { jsonPath, type ContentProblem } from './problems';
import { contentFiles, ITEM_NAMES, type Content, type ContentKey } from './schemas';

/** A picture the content names, and where: the file and JSON path a problem with it points at.
 * A private project's pictures are in private/, beside public/. */
type PictureUse = { src: string; file: string; path: string; private?: boolean };

/** What a browser shows, as sharp names the formats it reads. */
const SHOWN = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'svg']);
const REMOTE_TIMEOUT_MS = 10_000;
const REMOTE_LIMIT_BYTES = 25 * 1024 * 1024;
/** Remote pictures fetched at once: a few, so a site with many does not flood a host. */
const AT_ONCE = 4;

/** "" for a file written as a bare list, "data" for one in an envelope, as the site reads both. */
function prefixOf(folder: string, file: string) {
  try {
    const json = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    return Array.isArray(json) ? '' : 'data';
  } catch {
    return 'data';
  }
}

/** Every picture of one language's content, with the file and field that names it. */
function picturesOf(content: Content, configDir: string, folder: string): PictureUse[] {
  const dir = path.join(configDir, path.relative('config', folder));
  const uses: PictureUse[] = [];
  const add = (src: string | undefined, file: string, at: string, hidden?: boolean) => {
    if (src) uses.push({ src, file: `${folder}/${file}`, path: at, private: hidden });
  };
  const list = <T>(key: ContentKey, items: T[], each: (item: T, at: string) => void) => {
    const { file } = contentFiles[key];
    const prefix = prefixOf(dir, file);
    const named = ITEM_NAMES[key] && { ...ITEM_NAMES[key], items };
    items.forEach((item, index) =>
      each(item, jsonPath([...(prefix ? [prefix] : []), index], named)),
    );
  };
  for (const field of ['icon', 'fav', 'avatar'] as const) {
    add(content.about[field], 'about.json', field);
  }
  list('projects', content.projects, (project, at) => {
    const hidden = project.private === true;
    add(project.avatar, 'portfolios.json', `${at}.avatar`, hidden);
    add(project.cover, 'portfolios.json', `${at}.cover`, hidden);
    project.images.forEach((image, i) =>
      add(image.image, 'portfolios.json', `${at}.images[${i}].image`, hidden),
    );
  });
  list('tools', content.tools, (tool, at) => {
    add(tool.avatar, 'tools.json', `${at}.avatar`);
    add(tool.avatar_dark, 'tools.json', `${at}.avatar_dark`);
  });
  list('socialLinks', content.socialLinks, (link, at) =>
    add(link.icon, 'social-links.json', `${at}.icon`),
  );
  list('testimonials', content.testimonials, (testimonial, at) =>
    add(testimonial.avatar, 'testimonials.json', `${at}.avatar`),
  );
  for (const note of content.notes) add(note.cover, `notes/${note.slug}.md`, 'cover');
  return uses;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Why a picture will not show, or undefined when it will; `heavy` hears of one that will, but
 * weighs more than any page needs. */
async function whyNotShown(
  src: string,
  publicDir: string,
  heavy: (why: string) => void,
): Promise<string | undefined> {
  let data: Buffer;
  const remote = /^https?:\/\//i.test(src);
  if (remote) {
    try {
      const response = await fetch(src, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
      if (!response.ok || !response.body) return `its host answered HTTP ${response.status}`;
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > REMOTE_LIMIT_BYTES) return 'it is larger than 25 MB';
        chunks.push(chunk);
      }
      data = Buffer.concat(chunks);
    } catch (error) {
      const name = (error as Error).name;
      return name === 'TimeoutError'
        ? `its host did not answer within ${REMOTE_TIMEOUT_MS / 1000} s`
        : `its host could not be reached (${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message})`;
    }
  } else {
    const file = fileInPublic(publicDir, src);
    // A missing file is the loader's problem already ("names no file in public/").
    if (!file || !fs.existsSync(file)) return undefined;
    const before = fs.statSync(file);
    data = fs.readFileSync(file);
    // Still being written (a copy under way as `npm run dev` checks): its last write brings
    // another check, which reads it whole.
    const after = fs.statSync(file, { throwIfNoEntry: false });
    if (!after || after.mtimeMs !== before.mtimeMs || after.size !== data.length) return undefined;
  }
  // A favicon may be an icon file, which browsers show and sharp does not read.
  if (/\.ico$/i.test(new URL(src, 'http://site').pathname)) return undefined;
  return whyNotShownBytes(data, heavy);
}

/** Why these bytes would not show as a picture, or undefined when they would (check-config's
 * check, and the dashboard's for an upload). */
export async function whyNotShownBytes(
  data: Buffer,
  heavy: (why: string) => void = () => undefined,
): Promise<string | undefined> {
  try {
    const { format, compression, width = 0, height = 0 } = await sharp(data).metadata();
    // AVIF is HEIF holding AV1; HEIF holding HEVC (a phone's HEIC photo) is not shown.
    const name = format === 'heif' ? (compression === 'av1' ? 'avif' : 'heic') : format;
    if (name && SHOWN.has(name)) {
      const size = `${width.toLocaleString('en')} × ${height.toLocaleString('en')} px`;
      if (name !== 'svg' && width * height > PICTURE_MAX_PIXELS) {
        return `it is ${size}, over the ${PICTURE_MAX_PIXELS / 1e6} million pixels the site resizes`;
      }
      if (
        data.length > PICTURE_WARN_BYTES ||
        (name !== 'svg' && Math.max(width, height) > PICTURE_WARN_SIDE)
      ) {
        heavy(`is ${megabytes(data.length)} and ${size}`);
      }
      return undefined;
    }
    return `it is ${name ? `a ${name.toUpperCase()} file` : 'no picture format'} browsers do not show`;
  } catch {
    return 'it is not a picture';
  }
}

const advice = (src: string, why = '') => {
  const remote = /^https?:\/\//i.test(src);
  const name = remote ? path.posix.basename(new URL(src).pathname) || 'picture.jpg' : undefined;
  if (why.includes('pixels')) return SMALLER;
  return remote
    ? `save it in public/images/ and write "/images/${name}"`
    : 'save it as JPEG, PNG, WebP, AVIF, GIF or SVG';
};

const SMALLER = `save it at most ${PICTURE_WARN_SIDE.toLocaleString('en')} px on its longer side and under ${PICTURE_WARN_BYTES / 1024 / 1024} MB (3,000 px is plenty for a page)`;

export type PictureCheckOptions = {
  configDir: string;
  publicDir: string;
  /** In `next dev`: the hosts its pictures could come from as it started; others need a restart. */
  hostsAtStart?: ReadonlySet<string>;
};

/** The pictures that would not show, as content problems: for check-config, the build and
 * `next dev`. */
export async function pictureProblems(
  contents: readonly Content[],
  options: PictureCheckOptions,
): Promise<ContentProblem[]> {
  return (await checkPictures(contents, options)).problems;
}

/** The pictures that would not show (a host that does not answer with one, a file that is not a
 * picture a browser shows, or too large to resize), and as warnings those heavier than a page
 * needs (over 10 MB or 6,000 px), shown all the same. */
export async function checkPictures(
  contents: readonly Content[],
  { configDir, publicDir, hostsAtStart }: PictureCheckOptions,
): Promise<{ problems: ContentProblem[]; warnings: ContentProblem[] }> {
  const [first, ...translations] = contents;
  if (!first) return { problems: [], warnings: [] };
  const uses = [
    ...picturesOf(first, configDir, 'config'),
    ...translations.flatMap((content) =>
      picturesOf(content, configDir, `config/${content.language}`),
    ),
  ];
  // Each picture once, at the first place that names it.
  const bySrc = new Map<string, PictureUse>();
  for (const use of uses) {
    const key = `${use.private ? 'private' : 'public'} ${use.src}`;
    if (!bySrc.has(key)) bySrc.set(key, use);
  }
  const privateDir = privateBeside(publicDir);

  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const queue = [...bySrc.values()];
  const worker = async () => {
    for (let use = queue.shift(); use; use = queue.shift()) {
      const origin = /^https?:\/\//i.test(use.src) ? plainOriginOf(use.src) : undefined;
      if (origin && hostsAtStart && !hostsAtStart.has(new URL(origin).hostname)) {
        const host = new URL(origin).hostname;
        problems.push({
          file: use.file,
          path: use.path,
          reason: `"${use.src}" comes from ${host}, which npm run dev reads only as it starts: stop it (Ctrl+C) and start it again, or ${advice(use.src)}`,
        });
        continue;
      }
      const heavy = (size: string) =>
        warnings.push({
          file: use.file,
          path: use.path,
          reason: `"${use.src}" ${size}, more than any page needs: it is shown, but slow to load and to resize; ${SMALLER}`,
        });
      const why = await whyNotShown(use.src, use.private ? privateDir : publicDir, heavy);
      if (why) {
        problems.push({
          file: use.file,
          path: use.path,
          reason: `"${use.src}" would not show, as ${why}: ${advice(use.src, why)}`,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  // In the order the files name them, whichever answered first.
  const order = [...bySrc.values()];
  const inOrder = (list: ContentProblem[]) =>
    list.sort(
      (a, b) =>
        order.findIndex((u) => u.file === a.file && u.path === a.path) -
        order.findIndex((u) => u.file === b.file && u.path === b.path),
    );
  return { problems: inOrder(problems), warnings: inOrder(warnings) };
}
