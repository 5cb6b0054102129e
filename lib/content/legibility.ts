import 'server-only';
import sharp from 'sharp';
import { contrast } from '@/lib/theme/colour';
import { BACKGROUNDS, THEMES, type Theme } from '@/lib/theme/themes';

/** A drawing reads on a ground when most of its outline stands out from it as UI must (3:1). */
const LEGIBLE = { contrast: 3, share: 0.5 } as const;
const SIZE = 64;

const hex = (value: number) => value.toString(16).padStart(2, '0');

/** Whether a picture reads on each theme's surface: a logo drawn in dark ink on a clear ground
 * does not in the dark theme. What counts is its outline, where it meets the ground: a dark
 * screen outlined in light ink reads on a dark page. A picture with its own ground reads on both. */
export async function legibleOn(data: Buffer): Promise<Record<Theme, boolean>> {
  const { data: pixels, info } = await sharp(data, { animated: false })
    .resize(SIZE, SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const alpha = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : pixels[(y * width + x) * 4 + 3]!;
  const outline: string[] = [];
  let clear = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      if (alpha(x, y) < 32) clear += 1;
      if (alpha(x, y) < 128) continue;
      const edge = [alpha(x - 1, y), alpha(x + 1, y), alpha(x, y - 1), alpha(x, y + 1)].some(
        (next) => next < 32,
      );
      if (edge) outline.push(`#${hex(pixels[at]!)}${hex(pixels[at + 1]!)}${hex(pixels[at + 2]!)}`);
    }
  }
  const ownGround = clear <= width * height * 0.1 || outline.length === 0;
  const reads = (theme: Theme) =>
    ownGround ||
    outline.filter((ink) => contrast(ink, BACKGROUNDS[theme].surface) >= LEGIBLE.contrast).length >=
      outline.length * LEGIBLE.share;
  return Object.fromEntries(THEMES.map((theme) => [theme, reads(theme)])) as Record<Theme, boolean>;
}
