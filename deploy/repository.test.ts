/** @jest-environment node */
import { execFileSync } from 'node:child_process';

const ignored = (file: string) => {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', file]);
    return true;
  } catch {
    return false;
  }
};

test('no environment file with settings can be committed; the example can', () => {
  for (const file of [
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
    '.env.staging',
  ]) {
    expect([file, ignored(file)]).toEqual([file, true]);
  }
  expect(ignored('.env.example')).toBe(false);
});
