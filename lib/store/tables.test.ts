/** @jest-environment node */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describePostgres, PostgresDatabase } from './engines/postgres';
import { DATABASE_FILE, describeSqlite, PAGE_VIEWS_FILE, SqliteEngine } from './engines/sqlite';
import type { Shape } from './migrate';
import { TABLES, TABLES_VERSION } from './tables';
import { tempDataDir } from './test/fixture';
import { POSTGRES_STEPS, SQLITE_STEPS } from './test/legacy';
import { postgresDatabases, testPostgresUrl, one } from './test/postgres';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const databases = postgresDatabases();

// Both SQLite files as one, with the tables only PostgreSQL holds left aside.
const onlyPostgres = TABLES.filter((table) => table.file === null).map((table) => table.name);

/** What can be compared across engines: names, nullability, defaults, index columns. */
function comparable(shapes: Shape[], leaveOut: string[] = []) {
  const tables: Record<string, unknown> = {};
  const indexes: Record<string, unknown> = {};
  for (const shape of shapes) {
    for (const [name, table] of Object.entries(shape.tables)) {
      if (name !== 'portfolio_schema' && !leaveOut.includes(name)) tables[name] = table.columns;
    }
    for (const [name, { table, columns, partial }] of Object.entries(shape.indexes)) {
      if (!leaveOut.includes(table)) indexes[name] = { table, columns, partial };
    }
  }
  const cascades = shapes.flatMap((shape) => shape.cascades).sort();
  return { tables, indexes, cascades };
}

function sqliteShape(dir: string) {
  const shapes = ['main', 'page-views'].map((file) => {
    const engine = new SqliteEngine(dir, { file: file as 'main' });
    try {
      return describeSqlite(engine);
    } finally {
      engine.close();
    }
  });
  return comparable(shapes);
}

async function postgresShape(url: string) {
  const db = new PostgresDatabase(url);
  try {
    return comparable([await describePostgres(db)], onlyPostgres);
  } finally {
    await db.close();
  }
}

const fresh = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};

test('the declaration makes the tables, indexes and cascades a store needs', () => {
  const shape = sqliteShape(fresh());
  expect(Object.keys(shape.tables).sort()).toEqual(
    TABLES.filter((t) => t.file)
      .map((t) => t.name)
      .sort(),
  );
  expect(shape.cascades).toEqual([
    'private_opens.link_id -> private_links',
    'private_sessions.link_id -> private_links',
  ]);
  expect(shape.indexes['messages_held']).toEqual({
    table: 'messages',
    columns: ['received_at'],
    partial: true,
  });
});

test('a SQLite file of every former version reaches the shape a new one has, data kept', () => {
  const expected = sqliteShape(fresh());
  for (let version = 1; version <= SQLITE_STEPS.length; version++) {
    const dir = fresh();
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.exec(SQLITE_STEPS.slice(0, version).join(';'));
    if (version >= 6) {
      db.exec(`INSERT INTO private_links (id, token_hash, client, projects, created_at)
        VALUES (1, 'h', 'Acme', '[]', '2026-01-01T00:00:00.000Z');
        INSERT INTO private_sessions VALUES ('s', 1, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z');`);
    }
    db.pragma(`user_version = ${version}`);
    db.close();
    const pageViews = new Database(path.join(dir, PAGE_VIEWS_FILE));
    pageViews.exec(`CREATE TABLE page_views (id INTEGER PRIMARY KEY, viewed_at TEXT NOT NULL,
      page TEXT NOT NULL, path TEXT NOT NULL); CREATE INDEX page_views_by_time ON page_views (viewed_at);`);
    pageViews.close();
    const shape = sqliteShape(dir);
    // Page views left in the messages' file (versions 1 to 8) are the messages' store's to move.
    expect(shape).toEqual(expected);
    const after = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(TABLES_VERSION);
    if (version >= 6) {
      after.close();
      const engine = new SqliteEngine(dir);
      engine.db.prepare('DELETE FROM private_links WHERE id = 1').run();
      expect(engine.db.prepare('SELECT count(*) AS n FROM private_sessions').get()).toEqual({
        n: 0,
      });
      engine.close();
    } else after.close();
  }
  // Nine files made and upgraded on disk, on a machine that may be busy with other work.
}, 60_000);

(testPostgresUrl() ? describe : describe.skip)('PostgreSQL', () => {
  test('holds the same tables, columns, indexes and cascades as the SQLite files', async () => {
    const expected = sqliteShape(fresh());
    const url = await databases.url();
    await (await databases.open()).close();
    expect(await postgresShape(url)).toEqual(expected);
    // Databases made and dropped on a server that other tests share.
  }, 60_000);

  test('a database of every former version is brought to the same shape, data kept', async () => {
    const expected = await postgresShape(
      await databases.url().then(async (url) => {
        const db = new PostgresDatabase(url);
        await db.migrated();
        await db.close();
        return url;
      }),
    );
    for (let version = 1; version <= POSTGRES_STEPS.length; version++) {
      const url = await databases.url();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE TABLE portfolio_schema (version integer PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now())`);
      for (let step = 0; step < version; step++) {
        await client.query(POSTGRES_STEPS[step]!);
        await client.query('INSERT INTO portfolio_schema (version) VALUES ($1)', [step + 1]);
      }
      await client.query(`INSERT INTO meta VALUES ('sender_salt', 'kept')`);
      await client.end();
      expect(await postgresShape(url)).toEqual(expected);
      const db = new PostgresDatabase(url);
      expect(await one(db, 'SELECT value FROM meta')).toEqual({ value: 'kept' });
      expect(await one(db, 'SELECT max(version) AS version FROM portfolio_schema')).toEqual({
        version: TABLES_VERSION,
      });
      await db.close();
    }
    // Four databases made, filled step by step and upgraded.
  }, 60_000);
});
