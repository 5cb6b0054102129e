import { fileInPublic } from './public-file';
import 'server-only';
import { picturesVersion } from './edits';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Theme } from '@/lib/theme/themes';
import { legibleOn } from './legibility';

/** Known before the browser has the picture, so every place that shows it reserves its space. */
export type Picture = {
  src: string;
  width: number;
  height: number;
  backdrop: string;
  /** A single-tone glyph on a transparent ground (an icon that can take the text colour). */
  monochrome: boolean;
  /** Whether it reads on each theme's surface (./legibility.ts). */
  legibleOn: Record<Theme, boolean>;
};

export const REMOTE_LIMIT_BYTES = 25 * 1024 * 1024;
const REMOTE_TIMEOUT_MS = 10_000;

const defaultPublicDir = () => path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');

async function bytesOf(src: string, publicDir: string): Promise<Buffer> {
  if (/^https?:\/\//.test(src)) {
    const response = await fetch(src, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    // Counted as it arrives: a host that sends no length, or a wrong one, is stopped all the same.
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > REMOTE_LIMIT_BYTES) throw new Error('too large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
  const file = fileInPublic(publicDir, src);
  if (!file) throw new Error('outside public/');
  return readFile(file);
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

async function tone(data: Buffer) {
  const small = sharp(data, { animated: false }).resize(32, 32, { fit: 'inside' });
  const { dominant } = await small.clone().stats();
  const { data: pixels } = await small.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let clear = 0;
  let coloured = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r = 0, g = 0, b = 0, a = 0] = pixels.subarray(i, i + 4);
    if (a < 32) clear += 1;
    else if (Math.max(r, g, b) - Math.min(r, g, b) > 40) coloured += 1;
  }
  const count = pixels.length / 4;
  return {
    backdrop: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    monochrome: clear > count * 0.1 && coloured < count * 0.02,
    legibleOn: await legibleOn(data),
  };
}

export async function readPicture(
  src: string,
  publicDir = defaultPublicDir(),
): Promise<Picture | undefined> {
  try {
    const data = await bytesOf(src, publicDir);
    const meta = await sharp(data).metadata();
    // A phone photo stored sideways with an EXIF orientation is shown upright by browsers.
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.pageHeight ?? meta.height;
    if (!width || !height) return undefined;
    return { src, width, height, ...(await tone(data)) };
  } catch {
    return undefined;
  }
}

const cache = new Map<string, Promise<Picture | undefined>>();
let cachedAt = 0;

export function picture(src: string | undefined): Promise<Picture | undefined> {
  if (!src) return Promise.resolve(undefined);
  // In `next dev`, a picture replaced in public/ is measured again.
  if (cachedAt !== picturesVersion()) {
    cache.clear();
    cachedAt = picturesVersion();
  }
  let found = cache.get(src);
  if (!found) {
    found = readPicture(src);
    cache.set(src, found);
  }
  return found;
}

export const ratio = (p: Pick<Picture, 'width' | 'height'>) => p.width / p.height;

/** A picture far from the box's shape (a phone screenshot) is shown whole, not cropped away. */
export function fitIn(shape: number, p: Pick<Picture, 'width' | 'height'> | undefined) {
  if (!p) return 'cover' as const;
  const r = ratio(p);
  return r >= shape * 0.8 && r <= shape * 1.5 ? ('cover' as const) : ('contain' as const);
}

/** A picture placed in a box of a fixed shape: serializable, so client leaves can take it. */
export type FittedPicture = {
  src: string;
  fit: 'cover' | 'contain';
  widthShare: number;
  backdrop?: string;
};

/** Upright when most pictures are (a phone app's screenshots), so they are not shown small. */
export async function slideShape(
  srcs: string[],
  shapes: { wide: number; upright: number },
): Promise<number> {
  const found = await Promise.all(srcs.map((src) => picture(src)));
  const upright = found.filter((p) => p && ratio(p) < 0.9).length;
  return upright * 2 > srcs.length ? shapes.upright : shapes.wide;
}

/** A box of the picture's own shape, within `shapes`; one farther out is shown whole in it. */
export async function ownShape(
  src: string,
  shapes: { tallest: number; flattest: number; unread: number },
): Promise<number> {
  const found = await picture(src);
  if (!found) return shapes.unread;
  return Math.min(shapes.flattest, Math.max(shapes.tallest, ratio(found)));
}

export async function fittedPicture(src: string, shape: number): Promise<FittedPicture> {
  const found = await picture(src);
  const fit = fitIn(shape, found);
  if (!found || fit === 'cover') return { src, fit, widthShare: 1 };
  return {
    src,
    fit,
    widthShare: Math.min(1, ratio(found) / shape),
    backdrop: found.backdrop,
  };
}

const IMG_TAG = /<img\b[^>]*>/g;
const entity = (value: string) => value.replace(/&#x26;|&amp;/g, '&');

/** Rendered HTML's pictures get a width and height, to hold their place; unreadable ones stay. */
export async function withPictureSizes(html: string): Promise<string> {
  const tags = html.match(IMG_TAG);
  if (!tags) return html;
  const sized = await Promise.all(
    tags.map(async (tag) => {
      const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
      if (!src || /\swidth=/.test(tag)) return tag;
      const found = await picture(entity(src));
      return found
        ? tag.replace('<img', `<img width="${found.width}" height="${found.height}"`)
        : tag;
    }),
  );
  let index = 0;
  return html.replace(IMG_TAG, () => sized[index++]!);
}
