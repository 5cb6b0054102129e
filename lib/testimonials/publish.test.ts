/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { testimonialSchema } from '@/lib/content/schemas';
import type { TestimonialSummary } from '@/lib/store/testimonials';
import { publishAnswer } from './publish';
import { photoFolder, storePhoto } from './photo';

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const ANSWER: TestimonialSummary = {
  id: 7,
  client: 'Acme GmbH',
  project: 'kestrel-analytics',
  language: 'fr',
  email: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  revokedAt: null,
  state: 'new',
  answeredAt: '2026-11-03T09:00:00.000Z',
  quote: 'Anna a refait notre boutique en six semaines, et les ventes ont suivi.',
  correctedQuote: 'Anna a refait notre boutique en six semaines ; les ventes ont suivi.',
  name: 'Élodie Müller',
  role: 'CTO',
  company: 'Acme GmbH',
  photo: null,
  consentAt: '2026-11-03T09:00:00.000Z',
};

test('the answer is added after the others, corrected, with its date, project and consent', () => {
  const content = folder();
  fs.mkdirSync(path.join(content, 'config'));
  const file = path.join(content, 'config', 'testimonials.json');
  fs.writeFileSync(
    file,
    '{\n\t"$schema": "./schema/testimonials.schema.json",\n\t"data": [\n\t\t{\n\t\t\t"quote": "Old",\n\t\t\t"name": "Léa"\n\t\t}\n\t]\n}\n',
  );
  publishAnswer(ANSWER, { contentDir: content, dataDir: folder() });
  const text = fs.readFileSync(file, 'utf8');
  expect(
    text.startsWith(
      '{\n\t"$schema": "./schema/testimonials.schema.json",\n\t"data": [\n\t\t{\n\t\t\t"quote": "Old"',
    ),
  ).toBe(true);
  const { data } = JSON.parse(text) as { data: unknown[] };
  expect(data[1]).toEqual({
    quote: 'Anna a refait notre boutique en six semaines ; les ventes ont suivi.',
    name: 'Élodie Müller',
    role: 'CTO',
    company: 'Acme GmbH',
    project: 'kestrel-analytics',
    date: '2026-11-03',
    consent_date: '2026-11-03',
  });
  expect(testimonialSchema.safeParse(data[1]).success).toBe(true);
});

test('the photo is copied into public/images/testimonials/ under a safe name', async () => {
  const content = folder();
  fs.mkdirSync(path.join(content, 'config'));
  const data = folder();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const photo = await storePhoto(png, data);
  expect(photo).toMatch(/^[0-9a-f]{24}\.webp$/);
  expect(fs.readdirSync(photoFolder(data))).toEqual([photo]);
  const entry = publishAnswer({ ...ANSWER, photo }, { contentDir: content, dataDir: data });
  expect(entry.avatar).toBe('/images/testimonials/elodie-muller-7.webp');
  const copied = path.join(content, 'public', 'images', 'testimonials', 'elodie-muller-7.webp');
  expect(await sharp(copied).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
  // A site without the file yet gets one, with its schema named.
  const made = JSON.parse(
    fs.readFileSync(path.join(content, 'config', 'testimonials.json'), 'utf8'),
  );
  expect(made.$schema).toBe('./schema/testimonials.schema.json');
  expect(made.data).toHaveLength(1);
});

test('a file that is not a JPEG, PNG or WebP picture is refused and nothing is kept', async () => {
  const data = folder();
  const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  expect(
    await storePhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), data),
  ).toBeNull();
  expect(await storePhoto(gif, data)).toBeNull();
  expect(await storePhoto(Buffer.alloc(2 * 1024 * 1024 + 1), data)).toBeNull();
  expect(fs.existsSync(photoFolder(data))).toBe(false);
});
