import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** What a client may send: a photo of a person, never a poster. Documented in docs/content.md. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Stored at most this wide and high: twice the largest avatar the site draws. */
export const PHOTO_SIDE = 480;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

export const photoFolder = (dataDir: string) => path.join(dataDir, 'testimonial-photos');

/** Decodes the upload and writes it again as WebP (no metadata kept) under a random name in the
 * data folder, never in public/; null when it is not a picture sharp reads as JPEG, PNG or WebP. */
export async function storePhoto(bytes: Buffer, dataDir: string): Promise<string | null> {
  if (bytes.length > PHOTO_MAX_BYTES) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !FORMATS.has(format)) return null;
    const out = await image
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    const name = `${randomBytes(12).toString('hex')}.webp`;
    fs.mkdirSync(photoFolder(dataDir), { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(photoFolder(dataDir), name), out, { mode: 0o600 });
    return name;
  } catch {
    return null;
  }
}

const SAFE = /^[0-9a-f]{24}\.webp$/;

export function photoPath(dataDir: string, name: string): string | null {
  return SAFE.test(name) ? path.join(photoFolder(dataDir), name) : null;
}

/** The stored photo's bytes, or null when the name is not one or the file is gone; any other
 * failure (a data folder the server cannot read) is thrown, to be seen in the log. */
export function readPhoto(dataDir: string, name: string): Buffer | null {
  const file = photoPath(dataDir, name);
  try {
    return file ? fs.readFileSync(file) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function removePhoto(dataDir: string, name: string | null) {
  const file = name && photoPath(dataDir, name);
  if (file) fs.rmSync(file, { force: true });
}
