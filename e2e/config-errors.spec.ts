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
