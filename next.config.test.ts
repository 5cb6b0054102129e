/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { SAMPLE_FOLDER } from './lib/site-folder';
import config from './next.config';

// `next build` calls this first, so a bad setting or config/*.json stops the build before anything
// compiles; e2e/config-errors.spec.ts proves it on one real build.

const sampleConfig = path.join(__dirname, SAMPLE_FOLDER, 'config');
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.restoreAllMocks();
});

function brokenConfig(
  file = 'skills.json',
  edit = (json: Record<string, unknown>) => {
    (json.data as { percentage: number }[])[2]!.percentage = 150;
  },
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-next-config-'));
  fs.cpSync(sampleConfig, dir, { recursive: true });
  const full = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  edit(json);
  fs.writeFileSync(full, JSON.stringify(json));
  return dir;
}

const build = () => config(PHASE_PRODUCTION_BUILD);
const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => call.join(' ')).join('\n');

test('a bad config/*.json stops the build, naming the file, the field and the value', async () => {
  process.env.CONFIG_DIR = brokenConfig();
  process.env.SITE_URL = 'https://ines.example';
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(build()).rejects.toThrow('Invalid content in config/: see the list above.');
  expect(printed(error)).toContain('The content in config/ has 1 problem:');
  expect(printed(error)).toContain(
    'config/skills.json › data[2].percentage: expected a number from 0 to 100, got 150',
  );
});

test('a misspelt field stops the build, naming the nearest known one: "Private" publishes nothing', async () => {
  process.env.CONFIG_DIR = brokenConfig('portfolios.json', (json) => {
    const project = (json.data as Record<string, unknown>[])[2]!;
    project.Private = true;
    project.sumary = 'A house of 18 m².';
  });
  process.env.SITE_URL = 'https://ines.example';
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(build()).rejects.toThrow('Invalid content in config/: see the list above.');
  expect(printed(error)).toContain('The content in config/ has 2 problems:');
  expect(printed(error)).toMatch(
    /config\/portfolios\.json › project "[a-z0-9-]+" \(data\[2\]\): unknown field "Private": did you mean "private"\?/,
  );
  expect(printed(error)).toMatch(/\(data\[2\]\): unknown field "sumary": did you mean "summary"\?/);
});

test('an accent too weak for AA in a theme stops the build with the reason', async () => {
  process.env.CONFIG_DIR = brokenConfig('site.json', (json) => {
    (json.theme as { accent: string }).accent = '#ef6a47';
  });
  process.env.SITE_URL = 'https://ines.example';
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(build()).rejects.toThrow('Invalid content in config/: see the list above.');
  expect(printed(error)).toContain(
    'config/site.json › theme.accent: needs at least 4.5:1 contrast (WCAG AA) wherever the light theme shows it; #ef6a47 has 2.7:1',
  );
});

test('a language the site does not ship stops the build at each label it lacks, naming the key and the language', async () => {
  process.env.CONFIG_DIR = brokenConfig('site.json', (json) => {
    json.translations = ['fr', 'it'];
  });
  // The owner's Italian labels: every English one translated but the send button's.
  const english = JSON.parse(
    fs.readFileSync(path.join(__dirname, 'lib/i18n/catalogues/en.json'), 'utf8'),
  );
  delete english.contact.send;
  fs.mkdirSync(path.join(process.env.CONFIG_DIR, 'messages'));
  fs.writeFileSync(path.join(process.env.CONFIG_DIR, 'messages/it.json'), JSON.stringify(english));
  process.env.SITE_URL = 'https://ines.example';
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(build()).rejects.toThrow('Invalid content in config/: see the list above.');
  expect(printed(error)).toContain(
    'config/messages/it.json › contact.send: missing: Italian (it) is not shipped, so every label needs a translation (in English: "Send message")',
  );
});

test('bad settings stop the build at once, each named with its value', async () => {
  process.env.SITE_URL = 'https://ines.example';
  process.env.NEXT_PUBLIC_API_URL = 'api.example.com';
  process.env.CSP_EXTRA =
    'script-src https://stats.example.com; scripts-src https://typo.example.com';
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(build()).rejects.toThrow('Invalid settings: see the list above.');
  const text = printed(error);
  expect(text).toContain('Invalid settings in the environment:');
  expect(text).toContain(
    '- NEXT_PUBLIC_API_URL must be an http(s) address such as https://api.example.com (it is "api.example.com")',
  );
  expect(text).toContain('- CSP_EXTRA: "scripts-src" is not a directive sources can be added to');
});

test('a build without SITE_URL warns, once, that share links will point at localhost', async () => {
  delete process.env.SITE_URL;
  delete process.env.SITE_URL_WARNED;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await build();
  await build();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(printed(warn)).toContain(
    '⚠ SITE_URL is not set: share links (LinkedIn, X, Slack previews), canonical URLs and the',
  );
  expect(printed(warn)).toContain('will point at http://localhost:3000');
});

test('a good set-up gives the standalone output, the build id and the security headers', async () => {
  process.env.SITE_URL = 'https://ines.example';
  const next = await build();
  expect(next.output).toBe('standalone');
  expect(next.poweredByHeader).toBe(false);
  expect(next.env?.PORTFOLIO_BUILD_ID).toMatch(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
  const rules = await next.headers!();
  const all = rules.flatMap((rule) => rule.headers.map((h) => h.key));
  expect(all).toEqual(
    expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security']),
  );
});

test("the release traces no content folder (build/finish.ts copies it without private projects), nor the owner's site/, the examples or tests", async () => {
  process.env.SITE_URL = 'https://ines.example';
  // A content folder of the owner's choosing, inside the project.
  const folder = fs.mkdtempSync(path.join(__dirname, '.content-'));
  try {
    fs.cpSync(sampleConfig, folder, { recursive: true });
    process.env.CONFIG_DIR = folder;
    const excluded = (await build()).outputFileTracingExcludes?.['*'];
    expect(excluded).toEqual(
      expect.arrayContaining([
        'private/**',
        'config/**',
        `${path.basename(folder)}/**`,
        'site/**',
        'examples/**',
        'e2e/**',
      ]),
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a picture that would not show stops the build: a host that does not answer, a file that is no picture', async () => {
  // .invalid is never a host (RFC 2606): the address is refused at once, with no network.
  const avatar = 'https://pictures.invalid/me.jpg';
  process.env.CONFIG_DIR = brokenConfig('about.json', (json) => void (json.avatar = avatar));
  const notAPicture = path.join(__dirname, 'public/images/not-a-picture.png');
  fs.writeFileSync(notAPicture, 'hello');
  try {
    const projects = path.join(process.env.CONFIG_DIR, 'portfolios.json');
    const json = JSON.parse(fs.readFileSync(projects, 'utf8'));
    // A picture the story does not place: the project's one problem is then the file itself.
    json.data[1].images[2].image = '/images/not-a-picture.png';
    fs.writeFileSync(projects, JSON.stringify(json));
    process.env.SITE_URL = 'https://ines.example';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(build()).rejects.toThrow('Invalid content in config/: see the list above.');
    expect(printed(error)).toContain('The content in config/ has 2 problems:');
    expect(printed(error)).toMatch(
      /- config\/about\.json › avatar: "https:\/\/pictures\.invalid\/me\.jpg" would not show, as its host could not be reached \(.+\): save it in public\/images\/ and write "\/images\/me\.jpg"\n/,
    );
    expect(printed(error)).toContain(
      '- config/portfolios.json › project "mareo-bikes" (data[1]).images[2].image: "/images/not-a-picture.png" would not show, as it is not a picture: save it as JPEG, PNG, WebP, AVIF, GIF or SVG',
    );
  } finally {
    fs.rmSync(notAPicture, { force: true });
  }
});
