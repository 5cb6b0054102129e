/** @jest-environment node */
import { postgresDatabases, testPostgresUrl } from './test/postgres';
import type { NewPrivateLink } from './types';
import { PostgresDatabase } from './engines/postgres';
import { PrivateLinkStore } from './private-links';

const pools: PostgresDatabase[] = [];
// Declared first, so the pools close before their database is dropped.
afterEach(async () => {
  await Promise.all(pools.splice(0).map((db) => db.close()));
});
const databases = postgresDatabases();

/** Two instances of the site: each its own pool, on one database. */
async function twoInstances(limits?: { links?: number; sessionsPerLink?: number }) {
  const url = await databases.url();
  const [a, b] = [new PostgresDatabase(url), new PostgresDatabase(url)];
  pools.push(a, b);
  return [new PrivateLinkStore(a, limits), new PrivateLinkStore(b, limits)] as const;
}

const t0 = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const ACME: NewPrivateLink = {
  projects: ['acme-redesign'],
  client: 'Acme GmbH',
  expiresAt: null,
  maxUses: null,
  now: t0,
};

(testPostgresUrl() ? describe : describe.skip)('private links on two instances', () => {
  test('exchanges racing from both for a link with 3 uses: exactly 3 succeed', async () => {
    const [a, b] = await twoInstances();
    for (let round = 0; round < 5; round += 1) {
      const { id, token } = await a.createLink({ ...ACME, maxUses: 3 });
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).exchange(token, t0)),
      );
      const won = results.filter((result) => result !== null);
      expect(won.map((result) => result.link.uses).sort()).toEqual([1, 2, 3]);
      const link = (await b.list()).find((summary) => summary.id === id);
      expect(link?.uses).toBe(3);
    }
  });

  test('a session made on one is valid on the other, and a revoke on either ends it', async () => {
    const [a, b] = await twoInstances();
    const { id, token } = await a.createLink(ACME);
    const { sessionId } = (await b.exchange(token, t0))!;
    expect(await a.session(sessionId, later(1000))).toMatchObject({ id, uses: 1 });
    expect(await b.session(sessionId, later(1000))).toMatchObject({ id, uses: 1 });
    expect(await b.revoke(id, later(2000))).toBe(true);
    expect(await a.session(sessionId, later(3000))).toBeNull();
    expect(await a.revoke(id, later(4000))).toBe(false);
  });

  test('opens racing from both: the first is reported once, every open is counted', async () => {
    const [a, b] = await twoInstances();
    for (let round = 0; round < 5; round += 1) {
      const { id } = await b.createLink(ACME);
      const opens = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).recordOpen(id, '/private', t0)),
      );
      expect(opens.filter(({ first }) => first)).toHaveLength(1);
      const link = (await a.list()).find((summary) => summary.id === id);
      expect(link).toMatchObject({ opens: 12, firstOpenedAt: t0.toISOString() });
      expect(await b.opensBetween({ from: t0, to: later(1) })).toContainEqual({
        id,
        client: 'Acme GmbH',
        opens: 12,
        lastOpenedAt: t0.toISOString(),
      });
    }
  });

  test('links made on both at once stop at the most a site keeps', async () => {
    const [a, b] = await twoInstances({ links: 5 });
    const made = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).createLink(ACME)),
    );
    expect(made.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(await a.list()).toHaveLength(5);
  });

  test('sessions racing from both for one link stay within its sessions', async () => {
    const [a, b] = await twoInstances({ sessionsPerLink: 4 });
    const { token } = await a.createLink(ACME);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).exchange(token, later(i))),
    );
    const live = await Promise.all(
      results.map((result) => b.session(result!.sessionId, later(20))),
    );
    expect(live.filter(Boolean)).toHaveLength(4);
    // Exchanges take turns on the link's row: the last to count a use keeps its session.
    const last = results.findIndex((result) => result!.link.uses === 10);
    expect(live[last]).toMatchObject({ uses: 10 });
  });
});
