/** @jest-environment node */
import { pngSize } from './check';
import { publicImage } from './card';

jest.mock('next/og', () => ({ ImageResponse: class {} }));

const decode = (uri: string | null) => Buffer.from(uri!.split(',')[1]!, 'base64');

test('draws a WebP from public/ into the card as a PNG no larger than the card needs', async () => {
  const uri = await publicImage('/images/portfolio/kestrel-analytics/cover.webp');
  expect(uri).toMatch(/^data:image\/png;base64,/);
  const size = pngSize(decode(uri));
  // The sample cover is 1200 × 900: scaled down to fit 880 × 760, its shape kept.
  expect(size).toEqual({ width: 880, height: 660 });
});

test('passes SVG and PNG through as they are', async () => {
  expect(await publicImage('/images/brand/avatar.svg')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await publicImage('/images/brand/apple-touch-icon.png')).toMatch(
    /^data:image\/png;base64,/,
  );
});

test('falls back (null) for remote addresses, unknown formats and missing files', async () => {
  expect(await publicImage('https://cdn.example/cover.webp')).toBeNull();
  expect(await publicImage('/files/ines-moreau-cv.pdf')).toBeNull();
  expect(await publicImage('/images/portfolio/no-such/cover.webp')).toBeNull();
  expect(await publicImage(undefined)).toBeNull();
});
