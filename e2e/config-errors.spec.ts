import fs from 'node:fs';
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

// The smoke test of the path next.config.test.ts covers in detail: a real `npm run build` stops.
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

  test('fails `npm run check-config` with the same report', () => {
    const { status, output } = run('npm', ['run', 'check-config'], { CONFIG_DIR: brokenConfig() });
    expect(status).toBe(1);
    expect(output).toContain('The content in config/ has 1 problem:');
    expect(output).toContain(expected);
  });

  test('the sample config passes `npm run check-config`', () => {
    const { status, output } = run('npm', ['run', 'check-config'], {});
    expect(status).toBe(0);
    expect(output).toMatch(/config\/ is valid .*: \d+ projects in \d+ categories(, \d+ notes?)?\./);
  });
});

test.describe('a note with a bad date and an unknown project', () => {
  test.describe.configure({ timeout: 240_000 });
  const brokenNote = () =>
    configCopy((dir) => {
      const file = path.join(dir, 'notes', 'broken.md');
      fs.writeFileSync(
        file,
        '---\ntitle: Broken\ndate: 14/03/2026\nprojects: [nowhere]\n---\nText.\n',
      );
    });
  // Both at once.
  const lines = [
    'config/notes/broken.md › date: expected a date in ISO 8601, like 2026-03-14 or 2026-03-14T09:30:00+01:00, got "14/03/2026"',
    'config/notes/broken.md › projects[0]: "nowhere" names no project in config/portfolios.json',
  ];

  test('fails `npm run check-config` and `npm run build`, naming the file and the field', () => {
    const check = run('npm', ['run', 'check-config'], { CONFIG_DIR: brokenNote() });
    expect(check.status).toBe(1);
    for (const line of lines) expect(check.output).toContain(line);
    const build = run('npm', ['run', 'build'], {
      CONFIG_DIR: brokenNote(),
      NEXT_DIST_DIR: '.next-e2e-broken',
    });
    expect(build.status).not.toBe(0);
    for (const line of lines) expect(build.output).toContain(line);
  });
});
