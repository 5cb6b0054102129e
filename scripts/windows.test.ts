/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Files whose bytes count: fingerprinted, compared whole, or run by sh on the server.
const FILES = [
  'examples/sample/config/about.json',
  'examples/sample/config/schema/about.schema.json',
  'examples/sample/public/images/social/github.svg',
  'deploy/backup.sh',
  'package.json',
];

test('Git checks text out with LF on every system, Windows included, as it is committed', () => {
  const attributes = execFileSync('git', ['check-attr', 'text', 'eol', '--', ...FILES], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  expect(attributes.trim().split('\n')).toEqual(
    FILES.flatMap((file) => [`${file}: text: auto`, `${file}: eol: lf`]),
  );
});

test('package-lock.json names the Windows build of every native package, so npm ci installs it', () => {
  const { packages } = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'package-lock.json'), 'utf8'),
  ) as { packages: Record<string, unknown> };
  const names = Object.keys(packages).map((name) => name.replace(/^.*node_modules\//, ''));
  // Each Linux x64 binary's family (sharp's libvips is inside sharp's Windows build itself).
  const families = names
    .filter((name) => /linux-x64(-gnu|-glibc)?$/.test(name) && !name.includes('libvips'))
    .map((name) => name.replace(/linux-x64(-gnu|-glibc)?$/, ''));
  expect(families.length).toBeGreaterThan(4);
  const missing = families.filter(
    (family) => !names.some((name) => name.startsWith(`${family}win32-x64`)),
  );
  expect(missing).toEqual([]);
});
