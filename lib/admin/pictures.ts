import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PICTURE_MAX_PIXELS } from '@/lib/constants';
import { whyNotShownBytes } from '@/lib/content/picture-check';
import { writeFileAtomically } from '@/lib/content/write-file';

/** The most an upload may weigh: a phone's photo fits, with room. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** What an upload may be: the formats browsers show but SVG, which can carry script and is
 * written by hand where needed. The file takes the extension of what it is, not of its name. */
const KEPT: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

/** Where the editor keeps pictures, and the folder a site address starts from. */
export const PICTURES_FOLDER = 'images';

export type Upload = { ok: true; src: string } | { ok: false; reason: string };

/** "My Photo (1).HEIC" → "my-photo-1": letters and digits only, never a path. */
export function safeStem(name: string): string {
  const stem = path
    .basename(name)
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return stem || 'picture';
}

/** Checks the bytes as check-config checks a picture, decodes them in full, and keeps them in
 * `site`'s public/images/ (or private/images/ for a private project) under a new name. */
export async function keepPicture(
  site: string,
  data: Buffer,
  originalName: string,
  hidden: boolean,
): Promise<Upload> {
  if (data.length > UPLOAD_MAX_BYTES) {
    return { ok: false, reason: 'it is larger than 20 MB: save it smaller and upload it again' };
  }
  const why = await whyNotShownBytes(data);
  if (why) return { ok: false, reason: `it would not show, as ${why}` };
  let format: string | undefined;
  try {
    const picture = sharp(data, { limitInputPixels: PICTURE_MAX_PIXELS });
    format = (await picture.metadata()).format;
    // Every pixel decoded: a file that only starts like a picture is refused here.
    await picture.stats();
  } catch {
    return { ok: false, reason: 'it is not a picture, or is damaged' };
  }
  const extension = format && KEPT[format];
  if (!extension) {
    return {
      ok: false,
      reason: 'upload a JPEG, PNG, WebP or GIF (an SVG drawing is placed in public/ by hand)',
    };
  }
  const name = `${safeStem(originalName)}-${randomBytes(4).toString('hex')}.${extension}`;
  const folder = path.join(site, hidden ? 'private' : 'public', PICTURES_FOLDER);
  writeFileAtomically(path.join(folder, name), data);
  return { ok: true, src: `/${PICTURES_FOLDER}/${name}` };
}

const SHOWN = /\.(jpe?g|png|webp|gif|avif|svg)$/i;

/** The pictures already in public/images/ (or private/images/), newest first, for reuse. */
export function picturesIn(site: string, hidden: boolean): string[] {
  const root = path.join(site, hidden ? 'private' : 'public');
  const found: { src: string; time: number }[] = [];
  const walk = (folder: string, depth: number) => {
    if (depth > 3 || !fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, depth + 1);
      else if (SHOWN.test(entry.name)) {
        const src = `/${path.relative(root, full).split(path.sep).join('/')}`;
        found.push({ src, time: fs.statSync(full).mtimeMs });
      }
    }
  };
  walk(path.join(root, PICTURES_FOLDER), 0);
  return found.sort((a, b) => b.time - a.time || a.src.localeCompare(b.src)).map((p) => p.src);
}

/** The file a picture's address names in `site`'s public/ or private/, or undefined outside it. */
export function pictureFile(site: string, src: string, hidden: boolean): string | undefined {
  const root = path.join(site, hidden ? 'private' : 'public');
  if (!src.startsWith('/') || !SHOWN.test(src)) return undefined;
  const file = path.resolve(root, `.${src}`);
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? file : undefined;
}
