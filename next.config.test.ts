/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import config from './next.config';

// The function `next build` calls first: a bad setting or a bad config/*.json stops the build
// before anything is compiled, with every problem listed (e2e/config-errors.spec.ts runs one
// real build to prove `npm run build` fails on it).

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.restoreAllMocks();
});

function brokenConfig() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-next-config-'));
  fs.cpSync(path.join(__dirname, 'config'), dir, { recursive: true });
  const file = path.join(dir, 'skills.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  json.data[2].percentage = 150;
  fs.writeFileSync(file, JSON.stringify(json));
  return dir;
}

const build = () => config(PHASE_PRODUCTION_BUILD);
const printed = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => call.join(' ')).join('\n');

test('a bad config/*.json stops the build, naming the file, the field and the value', () => {
  process.env.CONFIG_DIR = brokenConfig();
  process.env.SITE_URL = 'https://ines.example';
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(build).toThrow('Invalid content in config/: see the list above.');
  expect(printed(error)).toContain('The content in config/ has 1 problem:');
  expect(printed(error)).toContain(
    'config/skills.json › data[2].percentage: expected a number from 0 to 100, got 150',
  );
});

test('bad settings stop the build at once, each named with its value', () => {
  process.env.SITE_URL = 'https://ines.example';
  process.env.NEXT_PUBLIC_API_URL = 'api.example.com';
  process.env.CSP_EXTRA =
    'script-src https://stats.example.com; scripts-src https://typo.example.com';
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(build).toThrow('Invalid settings: see the list above.');
  const text = printed(error);
  expect(text).toContain('Invalid settings in the environment:');
  expect(text).toContain(
    '- NEXT_PUBLIC_API_URL must be an http(s) address such as https://api.example.com (it is "api.example.com")',
  );
  expect(text).toContain('- CSP_EXTRA: "scripts-src" is not a directive sources can be added to');
});

test('a build without SITE_URL warns, once, that share links will point at localhost', () => {
  delete process.env.SITE_URL;
  delete process.env.SITE_URL_WARNED;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  build();
  build();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(printed(warn)).toContain(
    '⚠ SITE_URL is not set: share links (LinkedIn, X, Slack previews), canonical URLs and the',
  );
  expect(printed(warn)).toContain('will point at http://localhost:3000');
});

test('a good set-up gives the standalone output, the build id and the security headers', async () => {
  process.env.SITE_URL = 'https://ines.example';
  const next = build();
  expect(next.output).toBe('standalone');
  expect(next.poweredByHeader).toBe(false);
  expect(next.env?.PORTFOLIO_BUILD_ID).toMatch(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
  const rules = await next.headers!();
  const all = rules.flatMap((rule) => rule.headers.map((h) => h.key));
  expect(all).toEqual(
    expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security']),
  );
});
