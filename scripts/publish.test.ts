/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LOCK_FILE,
  REQUEST_FILE,
  PublishRefused,
  currentView,
  requestPublish,
  takeLock,
  writeRecord,
} from '../lib/admin/publish-state';
import { publish } from './publish';

// The publisher with a stand-in for deploy/release.sh, which prints what the real one prints, and
// a real git repository. Processes are spawned: seconds, not Jest's default 5.
jest.setTimeout(60_000);

let dir: string;
let site: string;
let publishDir: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=o@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });

/** A release script that prints `lines` and exits with `code`, recording it ran. */
function release(lines: string[], code = 0) {
  const file = path.join(dir, 'release.sh');
  fs.writeFileSync(
    file,
    `touch "${dir}/released"\n${lines.map((line) => `echo '${line}'`).join('\n')}\nexit ${code}\n`,
  );
  return ['bash', file];
}

const quiet = () => {};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-run-'));
  site = path.join(dir, 'site');
  publishDir = path.join(dir, 'data/publish');
  fs.mkdirSync(path.join(site, 'config'), { recursive: true });
  fs.writeFileSync(path.join(site, 'config/about.json'), '{"title":"Designer"}\n');
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'First');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a publish commits the edit, builds, swaps, and is live with its build id', async () => {
  fs.writeFileSync(path.join(site, 'config/about.json'), '{"title":"Illustrator"}\n');
  requestPublish(publishDir);
  expect(currentView(publishDir)).toMatchObject({ state: 'building', step: 'requested' });

  const record = await publish({
    dir: publishDir,
    siteDir: site,
    host: 'example.com',
    print: quiet,
    release: release([
      'Dependencies unchanged since the last install: no npm ci.',
      'Building abc1234 First …',
      'Release 2026-12-06-0a1b2c3d installed; starting it beside the live one: true',
      'Live: {"status":"ok","buildId":"2026-12-06-0a1b2c3d"}',
    ]),
  });
  expect(record).toMatchObject({ state: 'live', buildId: '2026-12-06-0a1b2c3d' });
  const view = currentView(publishDir);
  expect(view).toMatchObject({
    state: 'live',
    buildId: '2026-12-06-0a1b2c3d',
    git: { files: ['site/config/about.json'], pushed: false, unpulled: 1 },
  });
  expect(view.log).toContain('Building abc1234 First …');
  expect(git('log', '-1', '--format=%s')).toBe('Publish site/config/about.json\n');
  // The request was taken, the lock given back.
  expect(fs.existsSync(path.join(publishDir, REQUEST_FILE))).toBe(false);
  expect(fs.existsSync(path.join(publishDir, LOCK_FILE))).toBe(false);
});

test('a failed build is failed, says why in its last lines, and swaps nothing', async () => {
  const record = await publish({
    dir: publishDir,
    siteDir: site,
    host: 'example.com',
    print: quiet,
    release: release(
      ['Building abc1234 First …', 'config/about.json: title: expected a string'],
      1,
    ),
  });
  expect(record.state).toBe('failed');
  const view = currentView(publishDir);
  expect(view).toMatchObject({ state: 'failed' });
  expect(view.state === 'failed' && view.reason).toBe(
    'the build or the swap stopped, and its last lines below say why.',
  );
  expect(view.log.at(-1)).toBe('config/about.json: title: expected a string');
  expect(view.state === 'failed' && view.buildId).toBeFalsy();
});

test('one at a time: a request while one builds is refused, and so is a second publisher', async () => {
  const release = takeLock(publishDir)!;
  writeRecord(publishDir, {
    state: 'building',
    step: 'build',
    startedAt: new Date().toISOString(),
    pid: process.pid,
  });
  expect(() => requestPublish(publishDir)).toThrow(PublishRefused);
  const second = await publish({
    dir: publishDir,
    siteDir: site,
    print: quiet,
    release: ['true'],
  });
  expect(second.reason).toBe('A publish is already building: wait for it to finish.');
  expect(fs.existsSync(path.join(dir, 'released'))).toBe(false);
  release();
});

test('a building record whose publisher is gone shows as failed, and a new publish may start', () => {
  // A process id no process has: the publisher was killed, or the machine rebooted.
  const gone = spawnSync('true').pid!;
  writeRecord(publishDir, {
    state: 'building',
    step: 'build',
    startedAt: new Date().toISOString(),
    pid: gone,
  });
  fs.writeFileSync(path.join(publishDir, LOCK_FILE), String(gone));
  expect(currentView(publishDir)).toMatchObject({
    state: 'failed',
    reason: 'The publish stopped before it finished (its process is gone).',
  });
  expect(requestPublish(publishDir).state).toBe('building');
  const lock = takeLock(publishDir);
  expect(lock).not.toBeNull();
  lock!();
});

test('outside a repository it publishes and says nothing was committed', async () => {
  fs.rmSync(path.join(dir, '.git'), { recursive: true });
  const record = await publish({
    dir: publishDir,
    siteDir: site,
    print: quiet,
    release: release(['Release 2026-12-06-0a1b2c3d installed; restarting']),
  });
  expect(record).toMatchObject({ state: 'live' });
  expect(record.git).toBeUndefined();
  expect(currentView(publishDir).log[0]).toMatch(/is in no git repository: nothing to commit\.$/);
});
