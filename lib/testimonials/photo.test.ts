import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoFolder, readPhoto, storePhoto } from './photo';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#b4532a' } })
    .jpeg()
    .toBuffer();

test('a stored photo is read back as the WebP it was written as', async () => {
  const name = (await storePhoto(await picture(), dataDir))!;
  const bytes = readPhoto(dataDir, name)!;
  expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
});

test('a name that is not a stored one, or a file that is gone, reads as none', async () => {
  expect(readPhoto(dataDir, '../../etc/passwd')).toBeNull();
  expect(readPhoto(dataDir, `${'a'.repeat(24)}.webp`)).toBeNull();
});

test('any other failure is thrown, not taken for a missing photo', async () => {
  const name = (await storePhoto(await picture(), dataDir))!;
  // A folder where the file should be: reading it fails with something other than "not found".
  fs.rmSync(path.join(photoFolder(dataDir), name));
  fs.mkdirSync(path.join(photoFolder(dataDir), name));
  expect(() => readPhoto(dataDir, name)).toThrow(/EISDIR/);
});
