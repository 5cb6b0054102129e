// Renders the hand-written drawings in drawings/ to the pictures in public/images/.
// Run from the repository root: node examples/photographer/render.mjs [word-in-output-path]
import { copyFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const drawings = path.join(here, 'drawings');
const images = path.join(here, 'public', 'images');

const photo = { quality: 82 };
const camera = { quality: 90 }; // full-size camera files: the grain keeps them at several MB
const square = { quality: 80 };
const avif = { quality: 55 };
const sheet = ['contact-sheet-1', 'contact-sheet-2', 'contact-sheet-3']; // frames of a GIF

// [drawing (or frames) without .svg, output in public/images/ (its extension gives the format),
// width, height, encoder options]. Entries without a size are served as SVG, so simply copied.
const manifest = [
  ['wordmark', 'brand/wordmark.png', 640, 128],
  ['favicon', 'brand/favicon.png', 512, 512],
  ['portrait', 'brand/portrait.jpg', 1200, 1600, photo],
  ['camera-black', 'social/camera-black.png', 64, 64],
  ['speech-colour', 'social/speech-colour.png', 64, 64],
  ['globe-black', 'social/globe-black.svg'],
  ['play-colour', 'social/play-colour.svg'],
  ['maja-lindqvist', 'people/maja-lindqvist.jpg', 400, 400, photo],
  ['stoa-colonnade', 'photos/stoa-colonnade.jpg', 2000, 1333, photo],
  ['stairwell-light', 'photos/stairwell-light.jpg', 1600, 1067, photo],
  ['courtyard-house', 'photos/courtyard-house.jpg', 1600, 1067, photo],
  ['waterfront-dusk', 'photos/waterfront-dusk.jpg', 2000, 1333, photo],
  ['kapani-market', 'photos/kapani-market.jpg', 1600, 1067, photo],
  ['olive-harvest', 'photos/olive-harvest.jpg', 1600, 1067, photo],
  ['taverna-table', 'photos/taverna-table.jpg', 1600, 1067, photo],
  ['vineyard-rows', 'photos/vineyard-rows.jpg', 2000, 1333, photo],
  ['ferry-deck', 'photos/ferry-deck.jpg', 1600, 1067, photo],
  ['meteora-dawn', 'photos/meteora-dawn.jpg', 4000, 3000, camera],
  ['salt-pans', 'photos/salt-pans.jpg', 4000, 3000, camera],
  ['tobacco-warehouse', 'photos/tobacco-warehouse.jpg', 4000, 3000, camera],
  ['screen-shotlist', 'screens/fotolog-shotlist.png', 1170, 2532],
  ['screen-golden-hour', 'screens/fotolog-golden-hour.png', 1170, 2532],
  ['screen-laiki-map', 'screens/laiki-map.png', 1170, 2532],
  ['screen-ferry', 'screens/porthmeio-departures.png', 1170, 2532],
  ['feta-still-life', 'square/feta-still-life.webp', 1080, 1080, square],
  ['fisherman-portrait', 'square/fisherman-portrait.webp', 1080, 1080, square],
  ['ceramics-kiln', 'square/ceramics-kiln.avif', 1080, 1080, avif],
  ['app-icons', 'square/app-icons.avif', 1080, 1080, avif],
  [sheet, 'animated/contact-sheet.gif', 800, 600, { delay: [900, 900, 1600], loop: 0 }],
  ['route-map', 'illustrations/route-map.svg'],
];

// Renders a drawing at the density that gives the wanted width, so nothing is upscaled.
async function raster(name, width, height) {
  const src = path.join(drawings, `${name}.svg`);
  const { width: natural } = await sharp(src).metadata();
  const density = (72 * width) / natural;
  const png = await sharp(src, { density }).resize(width, height, { fit: 'fill' }).png().toBuffer();
  // Drop the alpha channel of pictures that cover the whole canvas (photos, screenshots).
  const { isOpaque } = await sharp(png).stats();
  return isOpaque ? sharp(png).removeAlpha().png().toBuffer() : png;
}

const only = process.argv[2];
for (const [from, to, width, height, options = {}] of manifest) {
  if (only && !to.includes(only)) continue;
  const out = path.join(images, to);
  const format = path.extname(to).slice(1).replace('jpg', 'jpeg');
  await mkdir(path.dirname(out), { recursive: true });
  const started = Date.now();
  if (!width) {
    await copyFile(path.join(drawings, `${from}.svg`), out);
  } else if (Array.isArray(from)) {
    const frames = await Promise.all(from.map((name) => raster(name, width, height)));
    await sharp(frames, { join: { animated: true } })
      .gif(options)
      .toFile(out);
  } else {
    await sharp(await raster(from, width, height))
      .toFormat(format, options)
      .toFile(out);
  }
  const kb = Math.round((await stat(out)).size / 1024);
  console.log(`${to.padEnd(40)} ${String(kb).padStart(6)} KB  ${Date.now() - started} ms`);
}
