/** @jest-environment node */
import { postgresDatabases, testPostgresUrl } from './test/postgres';
import { ADMIN_LIMITS } from './types';
import { AdminStore } from './admin';
import { PostgresDatabase } from './engines/postgres';

const pools: PostgresDatabase[] = [];
// Declared first, so the pools close before their database is dropped.
afterEach(async () => {
  await Promise.all(pools.splice(0).map((db) => db.close()));
});
const databases = postgresDatabases();

/** Two instances of the site: each its own pool, on one database. */
async function twoInstances() {
  const url = await databases.url();
  const [a, b] = [new PostgresDatabase(url), new PostgresDatabase(url)];
  pools.push(a, b);
  return [new AdminStore(a), new AdminStore(b)] as const;
}

const t0 = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const KEY = { publicKey: new Uint8Array([1, 2, 3]), counter: 0, transports: ['internal'] };

(testPostgresUrl() ? describe : describe.skip)('two instances on one database', () => {
  test('a session started on one is valid on the other, and ended everywhere from it', async () => {
    const [a, b] = await twoInstances();
    const first = await a.startSession('passkey', t0);
    const second = await a.startSession('link', t0);
    expect(await b.session(first, later(60_000))).toEqual({
      createdAt: t0.toISOString(),
      lastSeenAt: later(60_000).toISOString(),
      method: 'passkey',
    });
    // Seen on b, so a finds it seen then too.
    expect((await a.session(first, later(120_000)))?.lastSeenAt).toBe(later(120_000).toISOString());
    await b.endSession(first);
    expect(await a.session(first, later(180_000))).toBeNull();
    expect(await a.session(second, later(180_000))).not.toBeNull();
    expect(await b.endAllSessions()).toBe(1);
    expect(await a.session(second, later(240_000))).toBeNull();
    expect(await a.countSessions(later(240_000))).toBe(0);
  });

  test('a sign-in link used from both at once lets exactly one in', async () => {
    const [a, b] = await twoInstances();
    const rounds = 20;
    const outcomes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const { token } = await (round % 2 ? a : b).createSignInLink(t0);
      const uses = await Promise.all(
        [a, b, a, b].map((store) => store.useSignInLink(token, later(60_000))),
      );
      outcomes.push(uses.filter(Boolean).length);
    }
    expect(outcomes).toEqual(Array(rounds).fill(1));
  });

  test('a passkey challenge spent on both at once is taken by exactly one', async () => {
    const [a, b] = await twoInstances();
    const outcomes: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const spent = await Promise.all(
        [a, b, a, b].map((store) => store.spendChallenge(`challenge-${round}`, t0)),
      );
      outcomes.push(spent.filter(Boolean).length);
    }
    expect(outcomes).toEqual(Array(20).fill(1));
  });

  test('both make and read the same signing key, asked at once', async () => {
    const [a, b] = await twoInstances();
    const keys = await Promise.all([a, b, a, b].map((store) => store.signingKey()));
    expect(keys[0]).toHaveLength(32);
    expect(keys.map((key) => key.toString('hex'))).toEqual(Array(4).fill(keys[0]!.toString('hex')));
    expect((await b.signingKey()).equals(keys[0]!)).toBe(true);
  });

  test('sessions started on both at once stay within the most kept, the newest kept', async () => {
    const [a, b] = await twoInstances();
    const started = await Promise.all(
      Array.from({ length: ADMIN_LIMITS.sessions + 10 }, (_, i) =>
        (i % 2 ? a : b).startSession('link', later(i * 1000)),
      ),
    );
    const now = later(3_600_000);
    expect(await a.countSessions(now)).toBe(ADMIN_LIMITS.sessions);
    expect(await b.session(started.at(-1)!, now)).not.toBeNull();
  });

  test('passkeys added on both at once stop at the most kept', async () => {
    const [a, b] = await twoInstances();
    const added = await Promise.allSettled(
      Array.from({ length: ADMIN_LIMITS.passkeys + 6 }, (_, i) =>
        (i % 2 ? a : b).addPasskey({ ...KEY, id: `credential-${i}` }, t0),
      ),
    );
    expect(added.filter(({ status }) => status === 'fulfilled')).toHaveLength(
      ADMIN_LIMITS.passkeys,
    );
    expect(await b.passkeys()).toHaveLength(ADMIN_LIMITS.passkeys);
    const [refused] = added.filter((result) => result.status === 'rejected');
    expect(String(refused?.reason)).toMatch(/at most/);
  });
});
