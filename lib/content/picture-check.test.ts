/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadContent } from './load';
import { pictureProblems } from './picture-check';
import type { Content } from './schemas';
import { SAMPLE_FOLDER } from '../site-folder';

const publicDir = path.resolve(SAMPLE_FOLDER, 'public');
const configDir = path.resolve(SAMPLE_FOLDER, 'config');
// The sample's content, its pictures pointed at a host on this machine that answers as a test asks.
const sample = () => {
  const result = loadContent({ configDir, publicDir });
  if (!result.ok) throw new Error('the sample is invalid');
  return [result.content, ...result.translations];
};

let server: http.Server;
let origin: string;
beforeAll(async () => {
  const png = await sharp({
    create: { width: 4, height: 3, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  server = http.createServer((request, response) => {
    if (request.url === '/me.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (request.url === '/page.jpg') response.writeHead(200).end('<html>a page</html>');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const withAvatar = (contents: Content[], avatar: string) => [
  { ...contents[0]!, about: { ...contents[0]!.about, avatar } },
  ...contents.slice(1),
];

it('finds nothing wrong with the sample: every picture is one a browser shows', async () => {
  expect(await pictureProblems(sample(), { configDir, publicDir })).toEqual([]);
});

it('takes a remote picture its host answers with, whatever the address ends with', async () => {
  const contents = withAvatar(sample(), `${origin}/me.png`);
  expect(await pictureProblems(contents, { configDir, publicDir })).toEqual([]);
});

it('names a remote picture that is missing, or is no picture, with the file and field', async () => {
  const missing = withAvatar(sample(), `${origin}/gone.jpg`);
  expect(await pictureProblems(missing, { configDir, publicDir })).toEqual([
    {
      file: 'config/about.json',
      path: 'avatar',
      reason: `"${origin}/gone.jpg" would not show, as its host answered HTTP 404: save it in public/images/ and write "/images/gone.jpg"`,
    },
  ]);
  const page = withAvatar(sample(), `${origin}/page.jpg`);
  expect(await pictureProblems(page, { configDir, publicDir })).toEqual([
    expect.objectContaining({
      reason: `"${origin}/page.jpg" would not show, as it is not a picture: save it in public/images/ and write "/images/page.jpg"`,
    }),
  ]);
});

it('names a file in public/ a browser does not show, in a translation at its own file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-pictures-'));
  try {
    fs.mkdirSync(path.join(dir, 'images'));
    const tiff = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'images', 'scan.tiff'), tiff);
    // AVIF, which sharp reads as HEIF, is shown.
    const avif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'images', 'photo.avif'), avif);
    const [english, french] = sample();
    const translated = {
      ...french!,
      testimonials: french!.testimonials.map((t, i) =>
        i === 1
          ? { ...t, avatar: '/images/scan.tiff' }
          : i === 0
            ? { ...t, avatar: '/images/photo.avif' }
            : t,
      ),
    };
    const problems = await pictureProblems([english!, translated], {
      configDir,
      publicDir: dir,
    });
    expect(problems.filter((problem) => problem.reason.includes('photo.avif'))).toEqual([]);
    expect(problems).toContainEqual({
      file: 'config/fr/testimonials.json',
      path: 'data[1].avatar',
      reason:
        '"/images/scan.tiff" would not show, as it is a TIFF file browsers do not show: save it as JPEG, PNG, WebP, AVIF, GIF or SVG',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('in next dev, asks for a restart for a host it did not read as it started', async () => {
  const contents = withAvatar(sample(), 'https://cdn.example.com/me.png');
  expect(
    await pictureProblems(contents, { configDir, publicDir, hostsAtStart: new Set() }),
  ).toEqual([
    {
      file: 'config/about.json',
      path: 'avatar',
      reason:
        '"https://cdn.example.com/me.png" comes from cdn.example.com, which npm run dev reads only as it starts: stop it (Ctrl+C) and start it again, or save it in public/images/ and write "/images/me.png"',
    },
  ]);
});

it("reads a private project's pictures from private/, beside public/", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-pictures-'));
  try {
    const tiff = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    fs.mkdirSync(path.join(root, 'private', 'images'), { recursive: true });
    fs.mkdirSync(path.join(root, 'public'));
    fs.writeFileSync(path.join(root, 'private', 'images', 'nda.tiff'), tiff);
    const [english] = sample();
    const secret = { ...english!.projects[0]!, private: true, cover: '/images/nda.tiff' };
    const problems = await pictureProblems(
      [
        {
          ...english!,
          about: { ...english!.about, icon: undefined, fav: undefined, avatar: undefined },
          projects: [secret],
          tools: [],
          socialLinks: [],
          testimonials: [],
          notes: [],
        },
      ],
      { configDir, publicDir: path.join(root, 'public') },
    );
    expect(problems.map((problem) => problem.reason)).toContain(
      '"/images/nda.tiff" would not show, as it is a TIFF file browsers do not show: save it as JPEG, PNG, WebP, AVIF, GIF or SVG',
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
