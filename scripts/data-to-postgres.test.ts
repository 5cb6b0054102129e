/** @jest-environment node */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { COPY_BATCH, copySqliteToPostgres, type TableCopy } from '@/lib/store/copy-to-postgres';
import { AdminStore } from '@/lib/store/admin';
import { PostgresDatabase } from '@/lib/store/engines/postgres';
import { MessageStore } from '@/lib/store/messages';
import { openData } from '@/lib/store/open';
import { STORED_MESSAGE, tempDataDir, WITHOUT_DASHBOARD } from '@/lib/store/test/fixture';
import { postgresDatabases, testPostgresUrl, one, query } from '@/lib/store/test/postgres';
import { requiredDatabaseUrl as databaseUrl } from '../lib/settings';
import { formatCopy, runDataToPostgres, withoutSecrets } from './data-to-postgres';

const databases = postgresDatabases();
const withPostgres = testPostgresUrl() ? describe : describe.skip;

const dirs: string[] = [];
const opened: PostgresDatabase[] = [];
const dataDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh database, and a pool on it for the test's checks. */
async function target() {
  const url = await databases.url();
  const db = new PostgresDatabase(url);
  opened.push(db);
  return { url, db };
}

const counts = (tables: TableCopy[]) =>
  Object.fromEntries(tables.map(({ table, read, copied }) => [table, [read, copied]]));

const now = new Date('2026-11-20T10:00:00.000Z');
const later = new Date('2026-11-21T10:00:00.000Z');
const PUBLIC_KEY = Uint8Array.from([0, 1, 2, 254, 255, 128]);

/** A data folder written by the SQLite stores the site runs on. */
async function siteData(dir: string) {
  const data = openData({ dataDir: dir });
  const messages = data.messages();
  const pageViews = data.pageViews();
  const links = data.privateLinks();
  const admin = data.admin();
  const testimonials = data.testimonials();
  try {
    await messages.addMessage(
      { ...STORED_MESSAGE, subject: 'Hi', offer: 'design', language: 'fr' },
      messages.hashSender('203.0.113.7'),
      { now, block: 'b1', wide: 'w1' },
    );
    await messages.addMessage({ ...STORED_MESSAGE, message: 'in a flood' }, 'flooder', {
      now,
      site: { max: 0, windowMs: 3_600_000 },
    });
    await pageViews.add({ page: 'Home Page', path: '/' }, now);
    await pageViews.add({ page: 'Home Page', path: '/', referrer: 'https://news.example' }, now);
    await pageViews.add({ page: 'Contact', path: '/contact' }, now);
    const link = await links.createLink({
      client: 'Acme',
      projects: ['alpha', 'beta'],
      expiresAt: null,
      maxUses: 3,
      now,
    });
    await links.exchange(link.token, now);
    await links.recordOpen(link.id, 'Alpha', now);
    await admin.createSignInLink(now);
    await admin.startSession('link', now);
    await admin.addPasskey({ id: 'key-1', publicKey: PUBLIC_KEY, counter: 7, transports: ['usb'] });
    await admin.recordAttempt({ method: 'link', ok: true, sender: 's', block: 'b' }, now);
    await admin.recordAttempt({ method: 'passkey', ok: false, sender: 's', block: 'b' }, now);
    await testimonials.createRequest({ client: 'Acme', project: 'alpha', language: 'fr', now });
    const signingKey = await admin.signingKey();
    return { senderHash: messages.hashSender('203.0.113.7'), linkId: link.id, signingKey };
  } finally {
    for (const store of [messages, pageViews, links, admin, testimonials]) store.close();
  }
}

withPostgres('npm run data:to-postgres', () => {
  test('copies every table, with booleans, JSON text, bytes and times as they were', async () => {
    const dir = dataDir();
    const { senderHash, linkId, signingKey } = await siteData(dir);
    const { url, db } = await target();
    const { tables, oldPageViews } = await copySqliteToPostgres(dir, url);
    expect(counts(tables)).toEqual({
      meta: [2, 2],
      messages: [2, 2],
      private_links: [1, 1],
      private_sessions: [1, 1],
      private_opens: [1, 1],
      admin_links: [1, 1],
      admin_sessions: [1, 1],
      admin_passkeys: [1, 1],
      admin_attempts: [2, 2],
      page_views: [3, 3],
      testimonials: [1, 1],
    });
    expect(oldPageViews).toBe(0);

    expect(
      await query(
        db,
        'SELECT id, received_at, subject, offer, language, sender_hash, block_hash, wide_hash, held, next_delivery_at FROM messages ORDER BY id',
      ),
    ).toEqual([
      {
        id: 1,
        received_at: now.toISOString(),
        subject: 'Hi',
        offer: 'design',
        language: 'fr',
        sender_hash: senderHash,
        block_hash: 'b1',
        wide_hash: 'w1',
        held: false,
        next_delivery_at: now.toISOString(),
      },
      expect.objectContaining({
        id: 2,
        held: true,
        next_delivery_at: null,
        sender_hash: 'flooder',
      }),
    ]);
    expect(
      await query(
        db,
        'SELECT referrer, count(*) AS views FROM page_views GROUP BY referrer ORDER BY referrer',
      ),
    ).toEqual([
      { referrer: 'https://news.example', views: 1 },
      { referrer: null, views: 2 },
    ]);
    const link = await one<{ projects: string }>(
      db,
      'SELECT id, client, projects, max_uses, uses, opens, last_page FROM private_links',
    );
    expect(link).toEqual({
      id: linkId,
      client: 'Acme',
      projects: '["alpha","beta"]',
      max_uses: 3,
      uses: 1,
      opens: 1,
      last_page: 'Alpha',
    });
    expect(await query(db, 'SELECT link_id, page FROM private_opens')).toEqual([
      { link_id: linkId, page: 'Alpha' },
    ]);
    expect(await query(db, 'SELECT link_id FROM private_sessions')).toEqual([{ link_id: linkId }]);
    const passkey = await one<{ public_key: Buffer }>(
      db,
      'SELECT public_key, counter, transports FROM admin_passkeys',
    );
    expect(Buffer.compare(passkey!.public_key, Buffer.from(PUBLIC_KEY))).toBe(0);
    expect(passkey).toMatchObject({ counter: 7, transports: '["usb"]' });
    expect(await query(db, 'SELECT method, ok FROM admin_attempts ORDER BY id')).toEqual([
      { method: 'link', ok: true },
      { method: 'passkey', ok: false },
    ]);
    expect(await query(db, 'SELECT method FROM admin_sessions')).toEqual([{ method: 'link' }]);
    expect(await query(db, 'SELECT count(*) AS n FROM admin_links')).toEqual([{ n: 1 }]);

    // The secrets are SQLite's: the same address is the same sender, a sealed challenge still opens.
    const messages = new MessageStore(db);
    await messages.ready();
    expect(messages.hashSender('203.0.113.7')).toBe(senderHash);
    expect(await new AdminStore(db).signingKey()).toEqual(signingKey);
  });

  test('a second run copies nothing; a later one copies only the rows that arrived since', async () => {
    const dir = dataDir();
    await siteData(dir);
    const { url, db } = await target();
    await copySqliteToPostgres(dir, url);
    const again = await copySqliteToPostgres(dir, url);
    expect(again.tables.every(({ read, copied }) => read > 0 && copied === 0)).toBe(true);

    const data = openData({ dataDir: dir });
    const messages = data.messages();
    const pageViews = data.pageViews();
    await messages.addMessage({ ...STORED_MESSAGE, message: 'new' }, 'x', { now: later });
    await pageViews.add({ page: 'Blog', path: '/blog' }, later);
    messages.close();
    pageViews.close();
    const third = await copySqliteToPostgres(dir, url);
    expect(counts(third.tables)).toMatchObject({
      meta: [2, 0],
      messages: [3, 1],
      page_views: [4, 1],
      private_links: [1, 0],
    });
    expect(await query(db, 'SELECT id, message FROM messages WHERE id > 2')).toEqual([
      { id: 3, message: 'new' },
    ]);
  });

  test('a table larger than one batch is copied whole', async () => {
    const dir = dataDir();
    openData({ dataDir: dir }).pageViews().close();
    const views = new Database(path.join(dir, 'page-views.db'));
    views
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO page_views (viewed_at, page, path) SELECT ?, 'Home Page', '/' FROM n`,
      )
      .run(COPY_BATCH * 2 + 1, now.toISOString());
    views.close();
    const { url, db } = await target();
    const { tables } = await copySqliteToPostgres(dir, url);
    expect(counts(tables).page_views).toEqual([COPY_BATCH * 2 + 1, COPY_BATCH * 2 + 1]);
    expect(await one(db, 'SELECT min(id) AS first, max(id) AS last FROM page_views')).toEqual({
      first: 1,
      last: COPY_BATCH * 2 + 1,
    });
  });

  test('rows PostgreSQL adds after the copy get ids past the copied ones', async () => {
    const dir = dataDir();
    await siteData(dir);
    const { url, db } = await target();
    await copySqliteToPostgres(dir, url);
    const added = await one<{ id: number }>(
      db,
      `INSERT INTO messages (received_at, name, email, subject, message, sender_hash)
       VALUES (now(), 'Bo', 'bo@example.com', '', 'Hi', 'h') RETURNING id`,
    );
    expect(added!.id).toBe(3);
    const view = await one<{ id: number }>(
      db,
      `INSERT INTO page_views (viewed_at, page, path) VALUES (now(), 'Home Page', '/') RETURNING id`,
    );
    expect(view!.id).toBe(4);
    const attempt = await one<{ id: number }>(
      db,
      `INSERT INTO admin_attempts (at, method, ok, sender_hash, block_hash)
       VALUES (now(), 'link', true, 's', 'b') RETURNING id`,
    );
    expect(attempt!.id).toBe(3);
    // Copying again never moves a sequence back past an id PostgreSQL gave out.
    await copySqliteToPostgres(dir, url);
    expect(
      await one(
        db,
        `INSERT INTO messages (received_at, name, email, subject, message, sender_hash)
         VALUES (now(), 'Cy', 'cy@example.com', '', 'Hi', 'h') RETURNING id`,
      ),
    ).toEqual({ id: 4 });
  });

  test("SQLite's secrets replace those PostgreSQL made on its own", async () => {
    const dir = dataDir();
    await siteData(dir);
    const { url, db } = await target();
    await query(
      db,
      `INSERT INTO meta (key, value) VALUES ('sender_salt', 'aa'), ('admin_key', 'bb')`,
    );
    const { tables } = await copySqliteToPostgres(dir, url);
    expect(counts(tables).meta).toEqual([2, 2]);
    const sqlite = new Database(path.join(dir, 'portfolio.db'), { readonly: true });
    const expected = sqlite.prepare('SELECT key, value FROM meta ORDER BY key').all();
    sqlite.close();
    expect(await query(db, 'SELECT key, value FROM meta ORDER BY key')).toEqual(expected);
  });

  test('files from older versions are brought up to date and copied', async () => {
    const dir = dataDir();
    openData({ dataDir: dir }).messages().close();
    const old = new Database(path.join(dir, 'portfolio.db'));
    old.exec(WITHOUT_DASHBOARD);
    old.pragma('user_version = 6');
    old.exec(`CREATE TABLE page_views (id INTEGER PRIMARY KEY, viewed_at TEXT NOT NULL,
      page TEXT NOT NULL, path TEXT NOT NULL);
      INSERT INTO page_views (viewed_at, page, path) VALUES ('${now.toISOString()}', 'Home Page', '/')`);
    old.close();
    const views = new Database(path.join(dir, 'page-views.db'));
    views.exec(`CREATE TABLE page_views (id INTEGER PRIMARY KEY, viewed_at TEXT NOT NULL,
      page TEXT NOT NULL, path TEXT NOT NULL);
      INSERT INTO page_views (viewed_at, page, path) VALUES ('${now.toISOString()}', 'Blog', '/blog')`);
    views.close();
    const { url, db } = await target();
    const { tables, oldPageViews } = await copySqliteToPostgres(dir, url);
    expect(counts(tables)).toMatchObject({ page_views: [1, 1], admin_passkeys: [0, 0] });
    expect(oldPageViews).toBe(1);
    expect(await query(db, 'SELECT page, referrer FROM page_views')).toEqual([
      { page: 'Blog', referrer: null },
    ]);
    const lines: string[] = [];
    expect(
      await runDataToPostgres(
        { DATABASE_URL: url },
        () => dir,
        (line) => lines.push(line),
      ),
    ).toBe(true);
    expect(lines).toContain('page_views: 1 read, 0 copied');
    expect(lines.join('\n')).toMatch(
      /portfolio\.db still holds 1 page views from an older version/,
    );
  });

  test('a row PostgreSQL refuses names its table, and the command fails', async () => {
    const dir = dataDir();
    await siteData(dir);
    const sqlite = new Database(path.join(dir, 'portfolio.db'));
    sqlite.prepare(`UPDATE messages SET received_at = 'yesterday-ish' WHERE id = 2`).run();
    sqlite.close();
    const { url, db } = await target();
    await expect(copySqliteToPostgres(dir, url)).rejects.toThrow(
      /^messages: invalid input syntax for type timestamp with time zone/,
    );
    // The tables before it were copied, the failed one not at all.
    expect(await query(db, 'SELECT count(*) AS n FROM messages')).toEqual([{ n: 0 }]);
    expect(await query(db, 'SELECT count(*) AS n FROM meta')).toEqual([{ n: 2 }]);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(
        await runDataToPostgres(
          { DATABASE_URL: url },
          () => dir,
          () => {},
        ),
      ).toBe(false);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^data:to-postgres: messages: /));
    } finally {
      errors.mockRestore();
    }
  });

  test('prints a line per table', async () => {
    const dir = dataDir();
    await siteData(dir);
    const { url } = await target();
    const lines: string[] = [];
    await runDataToPostgres(
      { DATABASE_URL: url },
      () => dir,
      (line) => lines.push(line),
    );
    expect(lines).toContain('messages: 2 read, 2 copied');
    expect(lines).toContain('page_views: 3 read, 3 copied');
    expect(lines.join('\n')).not.toContain(url);
  });
});

test('DATABASE_URL is required, and must be a PostgreSQL address', () => {
  expect(() => databaseUrl({})).toThrow(/^DATABASE_URL is not set/);
  expect(() => databaseUrl({ DATABASE_URL: '  ' })).toThrow(/^DATABASE_URL is not set/);
  expect(() => databaseUrl({ DATABASE_URL: 'mysql://u:pw@db/site' })).toThrow(
    /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
  );
  expect(databaseUrl({ DATABASE_URL: 'postgresql://db/site' })).toBe('postgresql://db/site');
  expect(formatCopy({ table: 'messages', read: 12, copied: 12 })).toBe(
    'messages: 12 read, 12 copied',
  );
});

test('an error never shows the address or its password', () => {
  const url = 'postgres://site:p%40ss@db.example.com/site';
  expect(withoutSecrets(`connect to ${url} failed for p@ss and p%40ss`, url)).toBe(
    'connect to *** failed for *** and ***',
  );
});

test('the command stops with code 1 and says what is missing when DATABASE_URL is unset', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir() };
  delete env.DATABASE_URL;
  const run = promisify(execFile)('npx', ['tsx', 'scripts/data-to-postgres.ts'], { env });
  await expect(run).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/^data:to-postgres: DATABASE_URL is not set/),
  });
}, 30_000);

test('an unreachable server fails without showing the password', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const dir = dataDir();
    openData({ dataDir: dir }).messages().close();
    const url = 'postgres://site:hunter2secret@127.0.0.1:9/site';
    expect(
      await runDataToPostgres(
        { DATABASE_URL: url },
        () => dir,
        () => {},
      ),
    ).toBe(false);
    const shown = errors.mock.calls.flat().join('\n');
    expect(shown).toMatch(/^data:to-postgres: bringing the PostgreSQL schema up to date: /);
    expect(shown).not.toContain('hunter2secret');
  } finally {
    errors.mockRestore();
  }
});
