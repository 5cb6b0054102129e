/** @jest-environment node */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FILE } from '@/lib/store/messages';
import { openData } from '@/lib/store/open';
import { STORED_MESSAGE } from '@/lib/store/test/fixture';

const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{6}Z$/;

// backup.sh calls the sqlite3 command the guide installs; without it, this says so and fails.
const hasSqlite3 = spawnSync('sqlite3', ['-version']).status === 0;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'backup-run-'));
  if (!hasSqlite3)
    throw new Error('deploy/backup.sh needs the sqlite3 command: apt-get install sqlite3');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function backup(env: Record<string, string>) {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  // rsync stands in for the copy to another machine: it logs its arguments and copies locally.
  writeFileSync(
    path.join(bin, 'rsync'),
    '#!/usr/bin/env bash\nprintf \'%s\\n\' "$@" > "$RSYNC_LOG"\nmkdir -p "${@: -1}"\ncp -a "${@: -2:1}" "${@: -1}"\n',
    { mode: 0o755 },
  );
  return spawnSync('bash', [path.join(__dirname, 'backup.sh')], {
    encoding: 'utf8',
    env: {
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      RSYNC_LOG: path.join(dir, 'rsync.log'),
      ...env,
    } as unknown as NodeJS.ProcessEnv,
  });
}

const messagesIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT message FROM messages').pluck().all();
  } finally {
    db.close();
  }
};

test('backup.sh copies the database while the site holds it open, and the copy restores the message', async () => {
  const data = path.join(dir, 'data');
  const backups = path.join(dir, 'backups');
  // The site, running: the message is still in its write-ahead log when the backup runs.
  mkdirSync(data);
  const site = openData({ dataDir: data }).messages();
  await site.addMessage({ ...STORED_MESSAGE, message: 'Please call me back' }, 'sender');
  // Older backups, one more than are kept, and a folder of the owner's, which stays.
  for (const old of ['2026-01-01T030000Z', '2026-01-02T030000Z', '2026-01-03T030000Z', 'mine'])
    mkdirSync(path.join(backups, old), { recursive: true });

  const run = backup({ DATA_DIR: data, BACKUP_DIR: backups, BACKUP_KEEP: '3' });
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toMatch(/^Backed up 1 database\(s\) to .*backups\/\d{4}-\d{2}-\d{2}T\d{6}Z /);

  const folders = readdirSync(backups).sort();
  const newest = folders.filter((name) => BACKUP_NAME.test(name)).at(-1)!;
  expect(folders).toEqual(['2026-01-02T030000Z', '2026-01-03T030000Z', newest, 'mine']);
  // One self-contained file, nothing beside it to forget when restoring.
  expect(readdirSync(path.join(backups, newest))).toEqual([DATABASE_FILE]);
  expect(messagesIn(path.join(backups, newest, DATABASE_FILE))).toEqual(['Please call me back']);

  // The restore in docs/deploy.md: stop the site, remove the database and its -wal and -shm, put
  // the copy in its place, start the site.
  site.close();
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(path.join(data, DATABASE_FILE + suffix), { force: true });
  copyFileSync(path.join(backups, newest, DATABASE_FILE), path.join(data, DATABASE_FILE));
  const restored = openData({ dataDir: data }).messages();
  try {
    expect((await restored.listMessages()).map((m) => m.message)).toEqual(['Please call me back']);
  } finally {
    restored.close();
  }
});

test('with BACKUP_TARGET, the new folder goes there over SSH with its own key and known hosts', async () => {
  const data = path.join(dir, 'data');
  const backups = path.join(dir, 'backups');
  mkdirSync(data);
  const site = openData({ dataDir: data }).messages();
  await site.addMessage(STORED_MESSAGE, 'sender');
  site.close();

  const target = path.join(dir, 'elsewhere/');
  const run = backup({ DATA_DIR: data, BACKUP_DIR: backups, BACKUP_TARGET: target });
  expect([run.status, run.stderr]).toEqual([0, '']);
  const [name] = readdirSync(target);
  expect(name).toMatch(BACKUP_NAME);
  expect(messagesIn(path.join(target, name!, DATABASE_FILE))).toEqual(['Hello!']);
  expect(run.stdout).toContain(`Copied ${name} to ${target}.`);
  expect(readFileSync(path.join(dir, 'rsync.log'), 'utf8')).toContain(
    `ssh -p 22 -i ${backups}/.ssh/id_ed25519 -o IdentitiesOnly=yes -o BatchMode=yes -o UserKnownHostsFile=${backups}/.ssh/known_hosts`,
  );
});

test('without a database, backup.sh fails and leaves no folder behind', () => {
  const backups = path.join(dir, 'backups');
  const run = backup({ DATA_DIR: path.join(dir, 'nothing'), BACKUP_DIR: backups });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('nothing to back up');
  expect(readdirSync(backups)).toEqual([]);
});
