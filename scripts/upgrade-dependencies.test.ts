/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Each case starts Node, and some npm: seconds on a busy machine.
jest.setTimeout(60_000);

const script = path.join(__dirname, 'upgrade-dependencies.mjs');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-upgrade-deps-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lock = (packages: object) =>
  JSON.stringify({ name: 'site', version: '1.0.0', lockfileVersion: 3, requires: true, packages });
const run = () => spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });

test('installs nothing when node_modules holds the packages package-lock.json names', () => {
  const packages = { '': { name: 'site' }, 'node_modules/a': { version: '1.0.0' } };
  fs.writeFileSync(path.join(dir, 'package-lock.json'), lock(packages));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), lock(packages));
  const { status, stdout } = run();
  expect(stdout).toContain('✓ Dependencies are those package-lock.json names.');
  expect(status).toBe(0);
});

test('starts npm ci when they differ, and fails as it fails', () => {
  fs.writeFileSync(path.join(dir, 'package-lock.json'), lock({ '': { name: 'site' } }));
  const failed = run();
  expect(failed.stdout).toContain('Installing the dependencies package-lock.json names (npm ci)');
  // No package.json: npm itself refuses, so it was found and run.
  expect(failed.stderr).toMatch(/npm (error|ERR!)/);
  expect(failed.status).not.toBe(0);

  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'site', version: '1.0.0', private: true }),
  );
  fs.writeFileSync(
    path.join(dir, 'package-lock.json'),
    lock({ '': { name: 'site', version: '1.0.0' } }),
  );
  const installed = run();
  expect(installed.stderr).not.toMatch(/npm (error|ERR!)/);
  expect(installed.status).toBe(0);
});
