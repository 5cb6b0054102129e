import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Project } from '@/lib/content';
import { settings } from '@/lib/settings';
import { PRIVATE_PICTURES } from './bundle';
import { PICTURE_MAX_PIXELS } from '@/lib/constants';

// As next/image's resizing in next.config.ts: one picture at a time, no cache of operations.
sharp.concurrency(1);
sharp.cache(false);
const limits = { limitInputPixels: PICTURE_MAX_PIXELS, sequentialRead: true };

/** The widths a private picture is made at: a phone's to a wide screen's, doubled. */
export const SHARED_WIDTHS = [384, 640, 828, 1080, 1600, 2048] as const;
const CACHED = 48;
const made = new Map<string, Buffer>();

export const sharedPictureUrl = (src: string, width: number) => `/private-picture${src}?w=${width}`;

/** The picture's file under PRIVATE_DIR, or undefined for a path that leaves it. */
export function sharedPictureFile(src: string): string | undefined {
  const root = path.join(settings().privateDir, PRIVATE_PICTURES);
  const file = path.resolve(root, `.${src}`);
  return path.relative(root, file).startsWith('..') ? undefined : file;
}

/** A project's pictures, cover first, each once. */
export const picturesOf = (project: Project) => [
  ...new Set(
    [project.cover, project.avatar, ...project.images.map((i) => i.image)].filter(
      (src): src is string => !!src,
    ),
  ),
];

/** Its size in pixels, so the page keeps its place while it loads. */
export async function sharedPictureSize(src: string) {
  const file = sharedPictureFile(src);
  const meta = file
    ? await sharp(file, limits)
        .metadata()
        .catch(() => undefined)
    : undefined;
  return { width: meta?.width ?? 1200, height: meta?.height ?? 800 };
}

/** The picture at `width` as WebP; the last few made are kept, so a page's reloads cost nothing. */
export async function sharedPicture(src: string, width: number): Promise<Buffer | undefined> {
  const key = `${width} ${src}`;
  const kept = made.get(key);
  if (kept) return kept;
  const file = sharedPictureFile(src);
  if (!file || !fs.existsSync(file)) return undefined;
  const bytes = await sharp(file, limits)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp()
    .toBuffer();
  if (made.size >= CACHED) made.delete(made.keys().next().value!);
  made.set(key, bytes);
  return bytes;
}
