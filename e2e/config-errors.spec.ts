import path from 'node:path';
import { expect, test } from '@playwright/test';
import { configCopy, editJson, run } from './support/build';

const expected =
  'config/skills.json › data[2].percentage: expected a number from 0 to 100, got 150';

function brokenConfig() {
  return configCopy((dir) =>
    editJson(path.join(dir, 'skills.json'), (json) => {
      (json.data as { percentage: number }[])[2]!.percentage = 150;
    }),
  );
}

test.describe('a config with a percentage of 150', () => {
  test.describe.configure({ timeout: 240_000 });

  test('fails `npm run build`, naming the file, the field and the value', () => {
    const { status, output } = run('npm', ['run', 'build'], {
      CONFIG_DIR: brokenConfig(),
      NEXT_DIST_DIR: '.next-e2e-broken',
    });
    expect(status).not.toBe(0);
    expect(output).toContain(expected);
  });

  test('a build without SITE_URL warns that share links will point at localhost', () => {
    // The warning comes before the content check, so this broken build shows it within seconds.
    const { output } = run('npm', ['run', 'build'], {
      CONFIG_DIR: brokenConfig(),
      NEXT_DIST_DIR: '.next-e2e-broken',
      SITE_URL: '',
      SITE_URL_WARNED: '',
    });
    expect(output).toContain(
      '⚠ SITE_URL is not set: share links (LinkedIn, X, Slack previews), canonical URLs and the',
    );
    expect(output).toContain('will point at http://localhost:3000');
  });

  test('bad settings fail `npm run build` at once, each named with its value', () => {
    const { status, output } = run('npm', ['run', 'build'], {
      NEXT_DIST_DIR: '.next-e2e-broken',
      NEXT_PUBLIC_API_URL: 'api.example.com',
      CSP_EXTRA: 'script-src https://stats.example.com; scripts-src https://typo.example.com',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('Invalid settings in the environment:');
    expect(output).toContain(
      '- NEXT_PUBLIC_API_URL must be an http(s) address such as https://api.example.com (it is "api.example.com")',
    );
    expect(output).toContain(
      '- CSP_EXTRA: "scripts-src" is not a directive sources can be added to',
    );
  });

  test('fails `npm run check-config` with the same report', () => {
    const { status, output } = run('npm', ['run', 'check-config'], { CONFIG_DIR: brokenConfig() });
    expect(status).toBe(1);
    expect(output).toContain('The content in config/ has 1 problem:');
    expect(output).toContain(expected);
  });

  test('the sample config passes `npm run check-config`', () => {
    const { status, output } = run('npm', ['run', 'check-config'], {});
    expect(status).toBe(0);
    expect(output).toMatch(/config\/ is valid .*: \d+ projects in \d+ categories\./);
  });
});
