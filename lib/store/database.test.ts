/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { STORED_MESSAGE, tempDataDir } from './test/fixture';
import { DATABASE_FILE } from './messages';
import { openData } from './open';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const sqlite3 = (file: string, ...commands: string[]) => {
  const run = spawnSync('sqlite3', [file, ...commands], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`sqlite3 failed: ${run.stderr}`);
  return run.stdout.trim();
};

// Two sqlite3 processes, started one after the other.
const PROCESSES_MS = 20_000;

test(
  'stores opened one after another keep their locks: a backup beside them leaves the write-ahead log alone',
  async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const file = path.join(dir, DATABASE_FILE);
    const data = openData({ dataDir: dir });
    const messages = data.messages();
    await messages.addMessage({ ...STORED_MESSAGE, subject: 'before' }, 'a');
    // As the server opens them: each on the file the first one holds.
    const links = data.privateLinks();
    const admin = data.admin();
    sqlite3(file, '.timeout 10000', `.backup '${path.join(dir, 'copy.db')}'`);
    await messages.addMessage({ ...STORED_MESSAGE, subject: 'after' }, 'a');
    // Another process (`npm run inbox`) reads what the server acknowledged.
    expect(sqlite3(file, 'SELECT subject FROM messages ORDER BY id;').split('\n')).toEqual([
      'before',
      'after',
    ]);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    for (const store of [admin, links, messages]) store.close();
  },
  PROCESSES_MS,
);

test('a new database file is made readable by its owner alone before SQLite opens it', () => {
  const previous = process.umask(0o022);
  try {
    const dir = tempDataDir();
    dirs.push(dir);
    const store = openData({ dataDir: dir }).admin();
    expect((fs.statSync(path.join(dir, DATABASE_FILE)).mode & 0o777).toString(8)).toBe('600');
    store.close();
  } finally {
    process.umask(previous);
  }
});
