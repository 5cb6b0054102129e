/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadContent } from './load';
import { checkPictures, pictureProblems } from './picture-check';
import type { Content } from './schemas';
import { SAMPLE_FOLDER } from '../site-folder';

// Each test decodes every sample picture: seconds on a busy machine.
jest.setTimeout(30_000);

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

describe('a picture heavier than a page needs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-heavy-'));
    const flat = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#369' } });
    await flat(6400, 300).jpeg().toFile(path.join(dir, 'wide.jpg'));
    await flat(7200, 7000).png({ compressionLevel: 9 }).toFile(path.join(dir, 'huge.png'));
    // Noise does not compress: 1,900 × 1,900 × 3 bytes make a PNG of over 10 MB.
    const noise = Buffer.alloc(1900 * 1900 * 3);
    for (let i = 0, x = 7; i < noise.length; i++)
      noise[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    await sharp(noise, { raw: { width: 1900, height: 1900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toFile(path.join(dir, 'heavy.png'));
    // Making a 50-million-pixel picture takes seconds on a busy machine.
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const check = (avatar: string) =>
    checkPictures(
      [
        {
          ...sample()[0]!,
          about: { ...sample()[0]!.about, avatar, icon: undefined, fav: undefined },
        },
      ],
      { configDir, publicDir: dir },
    );

  it('over 6,000 px or 10 MB is a warning naming its size, and is shown all the same', async () => {
    const wide = await check('/wide.jpg');
    expect(wide.problems.filter((p) => p.path === 'avatar')).toEqual([]);
    expect(wide.warnings).toEqual([
      {
        file: 'config/about.json',
        path: 'avatar',
        reason: expect.stringMatching(
          /^"\/wide\.jpg" is 0\.\d MB and 6,400 × 300 px, more than any page needs: it is shown, but slow to load and to resize; save it at most 6,000 px on its longer side and under 10 MB/,
        ),
      },
    ]);
    const heavy = await check('/heavy.png');
    expect(heavy.warnings.map((w) => w.reason)).toEqual([
      expect.stringMatching(
        /^"\/heavy\.png" is 10\.\d MB and 1,900 × 1,900 px, more than any page needs/,
      ),
    ]);
  });

  it('over the 50 million pixels the server resizes is an error: it would not show', async () => {
    const { problems } = await check('/huge.png');
    expect(problems.filter((p) => p.path === 'avatar')).toEqual([
      {
        file: 'config/about.json',
        path: 'avatar',
        reason:
          '"/huge.png" would not show, as it is 7,200 × 7,000 px, over the 50 million pixels the site resizes: save it at most 6,000 px on its longer side and under 10 MB (3,000 px is plenty for a page)',
      },
    ]);
  });
});

it('in next dev, says nothing of a picture still being written: its last write checks it again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-writing-'));
  try {
    const whole = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer();
    const file = path.join(dir, 'new.jpg');
    fs.writeFileSync(file, whole.subarray(0, 40)); // the copy has written its first bytes
    const statSync = fs.statSync;
    let asked = 0;
    // The copy goes on between the check's two looks at the file.
    jest.spyOn(fs, 'statSync').mockImplementation(((name: fs.PathLike, options?: object) => {
      const stats = statSync(name, options as fs.StatSyncOptions) as fs.Stats | undefined;
      if (name !== file || !stats) return stats;
      asked += 1;
      return asked === 1
        ? stats
        : { ...stats, size: whole.length, mtimeMs: Number(stats.mtimeMs) + 5 };
    }) as typeof fs.statSync);
    const contents = withAvatar(sample(), '/new.jpg');
    const { problems } = await checkPictures(contents, { configDir, publicDir: dir });
    expect(problems.filter((p) => p.path === 'avatar')).toEqual([]);
    expect(asked).toBe(2);
  } finally {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
