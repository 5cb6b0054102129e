/** @jest-environment node */
import type { RateLimit } from '@/lib/settings';
import { PostgresRateCounter } from './rate-counter';
import { BACKENDS, postgresDatabases } from './test/postgres';
import type { RateLimitCounter } from './types';
import { WindowCounter } from './window-counter';

const postgres = postgresDatabases();
// With SQLite each instance counts in its own memory; with PostgreSQL all count in the database.
const OPEN: Record<
  (typeof BACKENDS)[number],
  (limit: RateLimit, maxKeys?: number) => Promise<RateLimitCounter>
> = {
  sqlite: async (limit, maxKeys) => new WindowCounter(limit, maxKeys),
  postgres: async (limit, maxKeys) =>
    new PostgresRateCounter(await postgres.open(), 'test', limit, maxKeys),
};

const t0 = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

describe.each(BACKENDS)('%s', (backend) => {
  const open = OPEN[backend];

  test('a key is let through `max` times in the window that starts at its first hit', async () => {
    const counter = await open({ max: 3, windowMs: MINUTE });
    const hits = [];
    for (const at of [0, 1000, 2000, 3000, MINUTE - 1]) hits.push(await counter.hit('a', t0 + at));
    expect(hits).toEqual([true, true, true, false, false]);
    expect(await counter.remainingMs('a', t0 + 10_000)).toBe(MINUTE - 10_000);
    // A new window from the first hit after the last one ended.
    expect(await counter.hit('a', t0 + MINUTE)).toBe(true);
    expect(await counter.remainingMs('a', t0 + MINUTE)).toBe(MINUTE);
    expect(await counter.hit('a', t0 + MINUTE + 1)).toBe(true);
    expect(await counter.remainingMs('a', t0 + 2 * MINUTE + 5)).toBe(0);
  });

  test('keys count apart, and an unknown key has nothing to wait for', async () => {
    const counter = await open({ max: 1, windowMs: MINUTE });
    expect(await counter.hit('a', t0)).toBe(true);
    expect(await counter.hit('a', t0 + 1)).toBe(false);
    expect(await counter.hit('b', t0 + 2)).toBe(true);
    expect(await counter.remainingMs('b', t0 + 2)).toBe(MINUTE);
    expect(await counter.remainingMs('c', t0)).toBe(0);
  });

  test('without a limit every hit passes and nothing is waited for', async () => {
    const counter = await open(null);
    const hits = await Promise.all(Array.from({ length: 5 }, () => counter.hit('a', t0)));
    expect(hits).toEqual([true, true, true, true, true]);
    expect(await counter.remainingMs('a', t0)).toBe(0);
  });

  test('past `maxKeys` keys the oldest window is forgotten first', async () => {
    const counter = await open({ max: 1, windowMs: MINUTE }, 2);
    expect(await counter.hit('a', t0)).toBe(true);
    expect(await counter.hit('a', t0 + 1)).toBe(false);
    expect(await counter.hit('b', t0 + 2)).toBe(true);
    expect(await counter.hit('b', t0 + 3)).toBe(false);
    expect(await counter.hit('c', t0 + 4)).toBe(true);
    // b and c are remembered; a starts over.
    expect(await counter.hit('b', t0 + 5)).toBe(false);
    expect(await counter.hit('c', t0 + 6)).toBe(false);
    expect(await counter.hit('a', t0 + 7)).toBe(true);
  });
});
