/** @jest-environment node */
import { postgresDatabases, testPostgresUrl, one, query } from './test/postgres';
import type { PostgresDatabase } from './engines/postgres';
import { openData } from './open';
import { BYTES_PER_ROW, type PageViewStore } from './page-views';

const pools: PostgresDatabase[] = [];
// Declared first, so the pools close before their database is dropped.
afterEach(async () => {
  await Promise.all(pools.splice(0).map((db) => db.close()));
});
const databases = postgresDatabases();

const t0 = Date.parse('2026-11-01T00:00:00Z');
const PAGES = ['Home Page', 'Acme Redesign Page', 'Notes Tagged Performance Page', 'CV Page'];
const PATHS = ['/', '/portfolio/acme-redesign', '/de/notes/tags/performance', '/cv'];

/** `count` views, `parallel` at a time, one a second from t0, as visitors' pages send them. */
async function addViews(stores: PageViewStore[], count: number, parallel = 20) {
  const stored: boolean[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, k) => {
      const i = start + k;
      const view = {
        page: PAGES[i % PAGES.length]!,
        path: PATHS[i % PATHS.length]!,
        referrer: i % 3 ? null : 'https://news.example',
      };
      return stores[i % stores.length]!.add(view, new Date(t0 + i * 1000));
    });
    stored.push(...(await Promise.all(batch)));
  }
  return stored;
}

const ids = (db: PostgresDatabase) =>
  one<{ n: number; lo: number; hi: number; newest: string }>(
    db,
    `SELECT count(*) AS n, min(id) AS lo, max(id) AS hi, max(viewed_at) AS newest FROM page_views`,
  );

(testPostgresUrl() ? describe : describe.skip)('page views in PostgreSQL', () => {
  test('two instances adding at once keep the table within its rows; the newest views stay', async () => {
    const url = await databases.url();
    const [a, b] = [url, url].map((databaseUrl) => openData({ dataDir: '', databaseUrl }));
    pools.push(a!.postgres!, b!.postgres!);
    const maxBytes = 1000 * BYTES_PER_ROW;
    const stores = [a!, b!].map((data) => data.pageViews({ maxBytes }));
    expect(stores.map((store) => store.options.maxRows)).toEqual([1000, 1000]);
    const stored = await addViews(stores, 3000);
    expect(stored.every(Boolean)).toBe(true);
    const { n, lo, hi, newest } = (await ids(a!.postgres!))!;
    expect(n).toBeLessThanOrEqual(1000);
    expect(n).toBeGreaterThan(850);
    // Only the oldest went: what is left is the run of views up to the last one.
    expect(hi - lo + 1).toBe(n);
    expect(newest).toBe(new Date(t0 + 2999 * 1000).toISOString());
    expect(await stores[1]!.count()).toBe(n);
    // Thousands of inserts from two pools: seconds on a machine shared with other work.
  }, 30_000);

  test('once turned over, the table with its indexes stays within its size', async () => {
    const data = await databases.data();
    const db = data.postgres!;
    const maxBytes = 1024 ** 2;
    const store = data.pageViews({ maxBytes });
    const maxRows = store.options.maxRows!;
    // A vacuum each time a fifth of the rows is dead, as autovacuum does by default.
    for (let round = 0; round < 10; round += 1) {
      await addViews([store], Math.floor(maxRows / 5), 10);
      await query(db, 'VACUUM page_views');
    }
    const { size } = (await one<{ size: number }>(
      db,
      `SELECT pg_total_relation_size('page_views') AS size`,
    ))!;
    expect(size).toBeLessThanOrEqual(maxBytes);
    expect(await store.count()).toBeLessThanOrEqual(maxRows);
    expect(await store.count()).toBeGreaterThan(maxRows * 0.9);
  }, 60_000);

  test('pruning more views than one batch deletes them all, and only them', async () => {
    const data = await databases.data();
    const db = data.postgres!;
    await query(
      db,
      `INSERT INTO page_views (viewed_at, page, path)
       SELECT $1::timestamptz + i * interval '1 second', 'Home Page', '/'
       FROM generate_series(0, 12344) AS i`,
      [new Date(t0).toISOString()],
    );
    const store = data.pageViews();
    await expect(store.prune(new Date(t0 + 12_000 * 1000))).resolves.toBe(12_000);
    expect(await store.count()).toBe(345);
    await expect(store.prune(new Date(t0 + 12_000 * 1000))).resolves.toBe(0);
  });

  test('labels viewed as often sort by code point under a database’s own collation too', async () => {
    const data = await databases.data();
    await query(
      data.postgres!,
      `ALTER TABLE page_views ALTER COLUMN page TYPE text COLLATE "en-US-x-icu",
      ALTER COLUMN referrer TYPE text COLLATE "en-US-x-icu"`,
    );
    const store = data.pageViews();
    const at = new Date(t0);
    for (const referrer of ['https://b.example', 'https://B.example', 'https://é.example']) {
      for (const page of ['alpha Page', 'Éclair Page', 'Zeta Page']) {
        await store.add({ page, path: '/', referrer }, at);
      }
    }
    const totals = await store.totals({ from: at, to: new Date(t0 + 1) });
    expect(totals.byPage.map(({ page }) => page)).toEqual([
      'Zeta Page',
      'alpha Page',
      'Éclair Page',
    ]);
    expect(totals.byReferrer.map(({ referrer }) => referrer)).toEqual([
      'https://B.example',
      'https://b.example',
      'https://é.example',
    ]);
  });
});
