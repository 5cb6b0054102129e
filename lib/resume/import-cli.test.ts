/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SAMPLE_FOLDER } from '../site-folder';

// Each run starts tsx, and most run check-config after.
jest.setTimeout(60_000);

type Run = { status: number | null; stdout: string; stderr: string };

/** Not spawnSync: the picture server answers from this very process. */
function run(args: string[], configDir: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/import-resume.ts', ...args],
      { env: { ...process.env, CONFIG_DIR: configDir } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

type Json = Record<string, unknown> & { data?: Record<string, unknown>[] };
const read = (dir: string, name: string): Json =>
  JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));

const sampleConfig = path.join(SAMPLE_FOLDER, 'config');
let dir: string;
let config: string;
let resumeFile: string;
const shown = () => path.relative(process.cwd(), config);

/** A copy of the sample: a hand-made site, with pictures, notes and a booking link. */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cli-'));
  config = path.join(dir, 'config');
  resumeFile = path.join(dir, 'resume.json');
  fs.cpSync(sampleConfig, config, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const resume = ({ basics, ...extra }: Record<string, unknown> = {}) => ({
  basics: {
    name: 'Ines Moreau',
    label: 'Product designer',
    email: 'ines@example.com',
    url: 'https://ines.example.com',
    ...(basics as object),
  },
  work: [
    {
      name: 'Kite Labs',
      position: 'Design lead',
      startDate: '2024-03',
      highlights: ['Led the redesign', 'Hired two designers'],
    },
    {
      name: 'Talweg (travel startup, Lyon)',
      position: 'Senior product designer',
      startDate: '2017-09',
      endDate: '2020-06',
      summary: 'Booking flows.',
    },
  ],
  education: [
    {
      institution: 'École de design Nantes Atlantique',
      area: 'MA Interaction Design',
      startDate: '2010',
      endDate: '2012',
      courses: ['Typography', 'Ergonomics'],
    },
  ],
  awards: [{ title: 'Best public site', date: '2021-06', awarder: 'Lyon Web Awards' }],
  projects: [
    {
      name: 'Kestrel dashboard',
      url: 'https://ines.example.com/portfolio/kestrel-analytics',
      description: 'Analytics.',
      roles: ['Lead designer', 'Front-end'],
      entity: 'Kestrel SAS',
      keywords: ['Dashboard'],
    },
    { name: 'Kestrel Analytics', description: 'Another project of the same slug.' },
  ],
  volunteer: [{ organization: 'Library' }],
  ...extra,
});

test('merges into a hand-made site: nothing the résumé does not replace is removed', async () => {
  fs.writeFileSync(
    resumeFile,
    JSON.stringify(resume({ basics: { image: 'http://127.0.0.1:9/never-asked.png' } })),
  );
  const before = { about: read(config, 'about.json'), projects: read(config, 'portfolios.json') };
  const result = await run([resumeFile], config);
  expect(result.status).toBe(0);

  const about = read(config, 'about.json');
  for (const field of ['icon', 'fav', 'bio', 'booking_url', 'resume_cv', 'avatar', 'freelancer'])
    expect(about[field]).toEqual(before.about[field]);
  expect(about).toMatchObject({ title: 'Product designer', email: 'ines@example.com' });

  const projects = read(config, 'portfolios.json').data!;
  const kestrel = projects.find((project) => project.slug === 'kestrel-analytics')!;
  const original = before.projects.data!.find((project) => project.slug === 'kestrel-analytics')!;
  expect(kestrel).toEqual({
    ...original,
    tags: 'Dashboard',
    role: 'Lead designer, Front-end',
    client: 'Kestrel SAS',
  });
  expect(projects).toHaveLength(before.projects.data!.length + 1);
  expect(projects.at(-1)).toMatchObject({
    name: 'Kestrel Analytics',
    slug: 'kestrel-analytics-1',
  });

  const experience = read(config, 'experience.json').data!;
  expect(experience.map((entry) => entry.name)).toEqual([
    'Design lead · Kite Labs',
    'Senior product designer · Talweg (travel startup, Lyon)',
    'Freelance product designer & developer · Ines Moreau Studio',
    'UI designer & front-end developer · Atelier Brume (digital agency, Paris)',
  ]);
  expect(experience[0]).toEqual({
    name: 'Design lead · Kite Labs',
    from_year: '2024-03',
    to_year: '',
    highlights: ['Led the redesign', 'Hired two designers'],
  });
  expect(experience[1]).toMatchObject({
    from_year: '2017-09',
    to_year: '2020-06',
    description: 'Booking flows.',
  });
  expect(read(config, 'education.json').data![0]).toMatchObject({
    from_year: 2010,
    courses: ['Typography', 'Ergonomics'],
  });
  expect(read(config, 'cv.json')).toMatchObject({
    awards: [{ title: 'Best public site', date: '2021-06', awarder: 'Lyon Web Awards' }],
  });
  expect(read(config, 'cv.json').projects).toEqual(
    JSON.parse(fs.readFileSync(path.join(sampleConfig, 'cv.json'), 'utf8')).projects,
  );

  expect(result.stdout).toContain(`${shown()}/about.json\n  - updated: title, email`);
  expect(result.stdout).toContain('  - kept your avatar');
  expect(result.stdout).toContain('  - updated Kestrel Analytics (role, client, tags)');
  expect(result.stdout).toContain('  - added Kestrel Analytics (/portfolio/kestrel-analytics-1)');
  expect(result.stdout).toContain(
    '  - kept UI designer & front-end developer · Atelier Brume (digital agency, Paris)',
  );
  expect(result.stdout).toContain('Not carried over:\n');
  expect(result.stdout).toContain('  - volunteer: 1 item (the site has no place for them)');
  // The note that names kestrel-analytics still finds it: the content is valid.
  expect(result.stdout).toMatch(/config\/ is valid/);
});

test('--dry-run prints the changes and writes nothing; --force is refused', async () => {
  fs.writeFileSync(resumeFile, JSON.stringify(resume()));
  const files = () =>
    JSON.stringify(
      fs
        .readdirSync(config)
        .filter((name) => name.endsWith('.json'))
        .map((name) => fs.readFileSync(path.join(config, name), 'utf8')),
    );
  const before = files();
  const dry = await run([resumeFile, '--dry-run'], config);
  expect(dry.status).toBe(0);
  expect(dry.stdout).toMatch(/^What the import would change \(--dry-run: nothing is written\):/);
  expect(dry.stdout).toContain('  - added Design lead · Kite Labs');
  expect(dry.stdout).not.toContain('Checking the content');
  expect(files()).toBe(before);

  const force = await run([resumeFile, '--force'], config);
  expect(force.status).toBe(1);
  expect(force.stderr).toContain(
    '--force is gone: import-resume merges into your files and never removes what the résumé does not replace; --dry-run shows what would change',
  );
});

test('a file of yours that is not JSON stops the import before anything is written', async () => {
  fs.writeFileSync(resumeFile, JSON.stringify(resume()));
  fs.writeFileSync(path.join(config, 'skills.json'), '{ "data": [');
  const about = fs.readFileSync(path.join(config, 'about.json'), 'utf8');
  const result = await run([resumeFile], config);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`${shown()}/skills.json: not valid JSON (`);
  expect(fs.readFileSync(path.join(config, 'about.json'), 'utf8')).toBe(about);
  expect(fs.readFileSync(path.join(config, 'skills.json'), 'utf8')).toBe('{ "data": [');
});

describe('a picture at a web address', () => {
  let server: http.Server;
  let origin: string;
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#b23d1c' },
    })
      .png()
      .toBuffer();
    server = http.createServer((request, response) => {
      if (request.url === '/me.png') response.writeHead(200).end(png);
      else if (request.url === '/page.png') response.writeHead(200).end('<html>no</html>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** An owner with no avatar yet. */
  function withoutAvatar(image: string) {
    const about = read(config, 'about.json');
    delete about.avatar;
    fs.writeFileSync(path.join(config, 'about.json'), JSON.stringify(about));
    fs.writeFileSync(resumeFile, JSON.stringify(resume({ basics: { image } })));
  }

  test('is downloaded into public/images/ and named in about.json', async () => {
    withoutAvatar(`${origin}/me.png`);
    const result = await run([resumeFile], config);
    const avatar = read(config, 'about.json').avatar as string;
    try {
      expect(avatar).toMatch(/^\/images\/avatar-[0-9a-f]{8}\.png$/);
      expect(fs.readFileSync(path.join('public', avatar))).toEqual(png);
      expect(result.stdout).toContain(
        `  - added: avatar: ${avatar}, downloaded from ${origin}/me.png`,
      );
      expect(result.status).toBe(0);
    } finally {
      if (avatar) fs.rmSync(path.join('public', avatar), { force: true });
    }
  });

  test.each([
    ['/missing.png', 'HTTP 404'],
    ['/page.png', 'not a picture'],
  ])('%s is refused, written nowhere, and listed (%s)', async (address, why) => {
    withoutAvatar(`${origin}${address}`);
    const result = await run([resumeFile, '--dry-run'], config);
    expect(result.stdout).toContain(`avatar: would be downloaded from ${origin}${address}`);
    const real = await run([resumeFile], config);
    expect(read(config, 'about.json')).not.toHaveProperty('avatar');
    expect(real.stdout).toContain(
      `  - basics.image: could not download ${origin}${address} (${why}); save the picture in public/images/ and set "avatar" in ${shown()}/about.json`,
    );
  });
});

test('into an empty config/, writes every file, valid, with its editor schema', async () => {
  const empty = path.join(dir, 'fresh');
  fs.mkdirSync(path.join(empty, 'schema'), { recursive: true });
  fs.cpSync(path.join(sampleConfig, 'schema'), path.join(empty, 'schema'), { recursive: true });
  fs.writeFileSync(resumeFile, JSON.stringify(resume()));
  const result = await run([resumeFile], empty);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(`${path.relative(process.cwd(), empty)}/experience.json (new)`);
  expect(read(empty, 'experience.json').$schema).toBe('schema/experience.schema.json');
  expect(read(empty, 'cv.json').projects).toEqual(['kestrel-analytics', 'kestrel-analytics-1']);
  expect(read(empty, 'tools.json')).toMatchObject({ data: [] });
  expect(result.stdout).toMatch(/config\/ is valid .*: 2 projects in 0 categories/);
});

test('a translation merges into config/<lang>/ by position, keeping what it does not replace', async () => {
  const french = path.join(config, 'fr');
  const before = read(french, 'about.json');
  const experience = read(french, 'experience.json').data!;
  fs.writeFileSync(
    resumeFile,
    JSON.stringify({
      basics: { label: 'Product designer (fr)' },
      work: [
        {},
        {
          name: 'Talweg',
          position: 'Designer produit',
          startDate: '2017',
          highlights: ['Refonte'],
        },
      ],
    }),
  );
  const result = await run([resumeFile, '--lang', 'fr'], config);
  expect(result.status).toBe(0);
  const about = read(french, 'about.json');
  expect(about).toEqual({ ...before, title: 'Product designer (fr)' });
  const merged = read(french, 'experience.json').data!;
  expect(merged[0]).toEqual(experience[0]);
  expect(merged[1]).toEqual({
    ...experience[1],
    name: 'Designer produit · Talweg',
    highlights: ['Refonte'],
  });
  expect(merged).toHaveLength(experience.length);
  expect(result.stdout).toContain(
    `${shown()}/fr/experience.json\n  - updated Designer produit · Talweg (name, highlights)`,
  );
});
