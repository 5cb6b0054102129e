/** @jest-environment node */
import { postgresDatabases, testPostgresUrl, query } from './test/postgres';
import { PostgresDatabase } from './engines/postgres';
import { PostgresRateCounter } from './rate-counter';

const pools: PostgresDatabase[] = [];
// Declared first, so the pools close before their database is dropped.
afterEach(async () => {
  await Promise.all(pools.splice(0).map((db) => db.close()));
});
const databases = postgresDatabases();

const t0 = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

const windows = async (db: PostgresDatabase, name: string) =>
  query<{ key: string; hits: number }>(
    db,
    'SELECT key, hits FROM rate_windows WHERE name = $1 ORDER BY started_at, key',
    [name],
  );

(testPostgresUrl() ? describe : describe.skip)('rate limits shared in PostgreSQL', () => {
  test('hits racing on one key from two instances let exactly `max` through', async () => {
    const url = await databases.url();
    const [a, b] = [new PostgresDatabase(url), new PostgresDatabase(url)];
    pools.push(a, b);
    const limit = { max: 25, windowMs: MINUTE };
    const counters = [a, b].map((db) => new PostgresRateCounter(db, 'guesses', limit));
    for (const key of ['one', 'two', 'three']) {
      const hits = await Promise.all(
        Array.from({ length: 80 }, (_, i) => counters[i % 2]!.hit(key, t0)),
      );
      expect(hits.filter(Boolean)).toHaveLength(25);
    }
    // Either instance sees the window the other started, and what is left of it.
    expect(await counters[0]!.remainingMs('one', t0 + 1000)).toBe(MINUTE - 1000);
    expect(await counters[1]!.remainingMs('one', t0 + 1000)).toBe(MINUTE - 1000);
    expect(await counters[1]!.hit('one', t0 + MINUTE)).toBe(true);
    expect(await counters[0]!.hit('one', t0 + MINUTE + 1)).toBe(true);
  });

  test('counters of different names keep their keys apart', async () => {
    const db = await databases.open();
    const guesses = new PostgresRateCounter(db, 'guesses', { max: 1, windowMs: MINUTE });
    const views = new PostgresRateCounter(db, 'views', { max: 1, windowMs: MINUTE });
    expect(await guesses.hit('sender', t0)).toBe(true);
    expect(await views.hit('sender', t0)).toBe(true);
    expect(await guesses.hit('sender', t0 + 1)).toBe(false);
    expect(await views.remainingMs('sender', t0 + 10)).toBe(MINUTE - 10);
  });

  test('a flood of keys leaves at most about `maxKeys` windows, the newest, and no one else’s', async () => {
    const db = await databases.open();
    const other = new PostgresRateCounter(db, 'other', { max: 5, windowMs: MINUTE }, 10);
    for (const key of ['x', 'y', 'z']) await other.hit(key, t0);
    const counter = new PostgresRateCounter(db, 'flood', { max: 5, windowMs: MINUTE }, 1000);
    for (let start = 0; start < 3000; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, k) => counter.hit(`key-${start + k}`, t0 + start + k)),
      );
    }
    const kept = await windows(db, 'flood');
    // Cleared a hundredth of the bound at a time.
    expect(kept.length).toBeGreaterThanOrEqual(1000);
    expect(kept.length).toBeLessThan(1010);
    const newest = Array.from({ length: kept.length }, (_, i) => `key-${3000 - kept.length + i}`);
    expect(kept.map((row) => row.key)).toEqual(newest);
    expect((await windows(db, 'other')).map((row) => row.key)).toEqual(['x', 'y', 'z']);
  });

  test('windows past their time are deleted by a later clean-up', async () => {
    const db = await databases.open();
    const counter = new PostgresRateCounter(db, 'views', { max: 5, windowMs: MINUTE });
    for (let i = 0; i < 200; i += 1) await counter.hit(`old-${i}`, t0);
    expect(await windows(db, 'views')).toHaveLength(200);
    for (let i = 0; i < 100; i += 1) await counter.hit(`new-${i}`, t0 + MINUTE);
    const kept = await windows(db, 'views');
    expect(kept).toHaveLength(100);
    expect(kept.every((row) => row.key.startsWith('new-'))).toBe(true);
  });
});
