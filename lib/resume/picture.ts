import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const PICTURE_TIMEOUT_MS = 10_000;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', svg: 'svg', heif: 'heic' };

export type Downloaded = { avatar: string } | { problem: string };

class TooLarge extends Error {}

/** The body, stopped as soon as it passes the cap rather than once it has all arrived. */
async function capped(response: Response): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > PICTURE_MAX_BYTES) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** basics.image into public/images/avatar-<hash>.<ext>: its path, or why it could not be. */
export async function downloadPicture(address: string, publicDir: string): Promise<Downloaded> {
  const failed = (why: string) => ({ problem: `could not download ${address} (${why})` });
  let body: Buffer;
  try {
    const response = await fetch(address, {
      signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS),
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return failed(`HTTP ${response.status}`);
    }
    body = await capped(response);
  } catch (error) {
    if (error instanceof TooLarge) return failed('larger than 5 MB');
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return failed('timed out');
    return failed('no answer');
  }
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format) return failed('not a picture');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
  const name = `avatar-${hash}.${EXTENSIONS[format] ?? format}`;
  fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'images', name), body);
  return { avatar: `/images/${name}` };
}
