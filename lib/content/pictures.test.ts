/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fitIn, picture, readPicture, REMOTE_LIMIT_BYTES } from './pictures';

let mockPicturesVersion = 0;
jest.mock('./edits', () => ({ picturesVersion: () => mockPicturesVersion }));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
const write = (name: string, data: Buffer | string) => fs.writeFileSync(path.join(dir, name), data);

const glyph = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="20" fill="${fill}"/></svg>`;

beforeAll(async () => {
  const photo = { width: 400, height: 300, channels: 3, background: '#3a6ea5' } as const;
  await sharp({ create: photo }).jpeg().toFile(path.join(dir, 'photo.jpg'));
  // Stored 400×300 but taken upright: EXIF orientation 6 means "rotate 90° to show".
  await sharp({ create: photo })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(dir, 'sideways.jpg'));
  write('black.svg', glyph('#000'));
  write('brand.svg', glyph('#e4405f'));
  await sharp(Buffer.from(glyph('#111')))
    .png()
    .toFile(path.join(dir, 'black.png'));
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
    .png()
    .toFile(path.join(dir, 'square.png'));
  write(
    'phone.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 390 844"><rect width="390" height="844" fill="#f5c542"/></svg>',
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('readPicture', () => {
  it('reads the size of a JPEG and its most common colour', async () => {
    const found = await readPicture('/photo.jpg', dir);
    expect(found).toMatchObject({ src: '/photo.jpg', width: 400, height: 300, monochrome: false });
    // The colour is a histogram bin's, so within a few steps of the photo's #3a6ea5.
    const channels = found!.backdrop
      .match(/^#(..)(..)(..)$/)!
      .slice(1)
      .map((c) => parseInt(c, 16));
    [0x3a, 0x6e, 0xa5].forEach((expected, i) =>
      expect(Math.abs(channels[i]! - expected)).toBeLessThan(12),
    );
  });

  it('reads a photo with an EXIF orientation the way browsers show it, upright', async () => {
    expect(await readPicture('/sideways.jpg', dir)).toMatchObject({ width: 300, height: 400 });
  });

  it('reads an SVG with only a viewBox at the viewBox size', async () => {
    expect(await readPicture('/phone.svg', dir)).toMatchObject({ width: 390, height: 844 });
  });

  it('tells a one-tone glyph on a clear ground from a coloured or opaque picture', async () => {
    expect((await readPicture('/black.svg', dir))?.monochrome).toBe(true);
    expect((await readPicture('/black.png', dir))?.monochrome).toBe(true);
    expect((await readPicture('/brand.svg', dir))?.monochrome).toBe(false);
    expect((await readPicture('/square.png', dir))?.monochrome).toBe(false);
  });

  it('tells a logo drawn for a light page from one drawn for a dark page, and one with its ground', async () => {
    write('white.svg', glyph('#fff'));
    expect((await readPicture('/black.svg', dir))?.legibleOn).toEqual({ light: true, dark: false });
    expect((await readPicture('/white.svg', dir))?.legibleOn).toEqual({ light: false, dark: true });
    expect((await readPicture('/brand.svg', dir))?.legibleOn).toEqual({ light: true, dark: true });
    expect((await readPicture('/square.png', dir))?.legibleOn).toEqual({ light: true, dark: true });
    // What counts is the outline: a dark screen framed in light ink is drawn for a dark page.
    write(
      'screen.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect x="8" y="12" width="48" height="40" fill="#101217" stroke="#ecebe6" stroke-width="4"/></svg>',
    );
    expect((await readPicture('/screen.svg', dir))?.legibleOn).toEqual({
      light: false,
      dark: true,
    });
  });

  it('gives undefined for a missing file or a path outside public/', async () => {
    expect(await readPicture('/nothing.png', dir)).toBeUndefined();
    expect(await readPicture('/../../etc/passwd', dir)).toBeUndefined();
  });
});

describe('readPicture at an address', () => {
  it('reads a remote picture, and stops reading one larger than the limit', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    let sent = 0;
    const server = http.createServer((request, response) => {
      if (request.url === '/small.png') return response.end(png);
      // No Content-Length: the limit must hold while the bytes arrive.
      const chunk = Buffer.alloc(1024 * 1024);
      const pump = () => {
        while (sent <= REMOTE_LIMIT_BYTES * 2 && response.write(chunk)) sent += chunk.length;
        if (sent > REMOTE_LIMIT_BYTES * 2) response.end();
      };
      response.on('drain', pump);
      response.on('close', () => response.off('drain', pump));
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await readPicture(`${origin}/small.png`, dir)).toMatchObject({
        width: 30,
        height: 20,
      });
      expect(await readPicture(`${origin}/endless.png`, dir)).toBeUndefined();
      expect(sent).toBeLessThan(REMOTE_LIMIT_BYTES * 2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('picture', () => {
  it('measures a picture once, and again after public/ changed (a picture replaced)', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-site-'));
    fs.mkdirSync(path.join(root, 'public'));
    const save = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#888' } })
        .png()
        .toFile(path.join(root, 'public', 'swap.png'));
    const cwd = process.cwd();
    process.chdir(root); // public/ is where the server runs
    try {
      await save(40, 20);
      expect(await picture('/swap.png')).toMatchObject({ width: 40, height: 20 });
      await save(20, 40);
      expect(await picture('/swap.png')).toMatchObject({ width: 40, height: 20 });
      mockPicturesVersion += 1;
      expect(await picture('/swap.png')).toMatchObject({ width: 20, height: 40 });
    } finally {
      process.chdir(cwd);
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('fitIn', () => {
  it('covers a box with a picture of about its shape, and shows any other whole', () => {
    expect(fitIn(4 / 3, { width: 1600, height: 1067 })).toBe('cover');
    expect(fitIn(4 / 3, { width: 1200, height: 900 })).toBe('cover');
    expect(fitIn(4 / 3, { width: 1080, height: 1080 })).toBe('contain');
    expect(fitIn(4 / 3, { width: 1170, height: 2532 })).toBe('contain');
    expect(fitIn(4 / 3, { width: 3000, height: 1000 })).toBe('contain');
    expect(fitIn(4 / 3, undefined)).toBe('cover');
  });
});
