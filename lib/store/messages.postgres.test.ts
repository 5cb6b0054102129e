/** @jest-environment node */
import { STORED_MESSAGE } from './test/fixture';
import { postgresDatabases, testPostgresUrl, query } from './test/postgres';
import { DatabaseUnavailable, PostgresDatabase } from './engines/postgres';
import { MessageStore } from './messages';

const message = STORED_MESSAGE;
const databases = postgresDatabases();
const t0 = new Date('2026-11-22T10:00:00Z').getTime();

/** Two instances of the site: a pool and a store each, on one database. */
async function twoInstances() {
  const url = await databases.url();
  const pools = [new PostgresDatabase(url), new PostgresDatabase(url)] as const;
  const stores = pools.map((db) => new MessageStore(db));
  const close = () => Promise.all(pools.map((db) => db.close()));
  try {
    await Promise.all(stores.map((store) => store.ready()));
  } catch (error) {
    await close();
    throw error;
  }
  return { stores, pools, close };
}

/** `count` calls of `work`, every other one on the second instance, all at once. */
const race = <T>(
  stores: MessageStore[],
  count: number,
  work: (store: MessageStore, i: number) => Promise<T>,
) => Promise.all(Array.from({ length: count }, (_, i) => work(stores[i % stores.length]!, i)));

(testPostgresUrl() ? describe : describe.skip)('several instances on one database', () => {
  test('share one salt, made by whichever comes first; hashSender needs ready() first', async () => {
    const { stores, pools, close } = await twoInstances();
    try {
      const [a, b] = stores;
      expect(a!.hashSender('192.0.2.1')).toBe(b!.hashSender('192.0.2.1'));
      expect(a!.hashSender('192.0.2.1')).toMatch(/^[0-9a-f]{32}$/);
      expect(a!.hashSender('192.0.2.2')).not.toBe(a!.hashSender('192.0.2.1'));
      const late = new MessageStore(pools[0]);
      expect(() => late.hashSender('192.0.2.1')).toThrow(/before ready\(\)/);
      await late.ready();
      expect(late.hashSender('192.0.2.1')).toBe(a!.hashSender('192.0.2.1'));
      const salts = await query(pools[0], `SELECT value FROM meta WHERE key = 'sender_salt'`);
      expect(salts).toEqual([{ value: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    } finally {
      await close();
    }
  });

  test('one sender racing past its limit on both instances gets exactly its limit stored', async () => {
    const { stores, close } = await twoInstances();
    try {
      const perSender = { max: 3, windowMs: 60_000 };
      const answers = await race(stores, 20, (store, i) =>
        store.addMessage(message, 'a', { now: new Date(t0 + i), perSender }),
      );
      expect(answers.filter((answer) => answer.stored)).toHaveLength(3);
      expect(answers.filter((answer) => !answer.stored && answer.reason === 'sender')).toHaveLength(
        17,
      );
      expect(await stores[1]!.countMessages()).toBe(3);
    } finally {
      await close();
    }
  });

  test('senders racing past the site-wide limit: exactly the limit goes out, the rest is held', async () => {
    const { stores, close } = await twoInstances();
    try {
      const site = { max: 5, windowMs: 3_600_000 };
      const answers = await race(stores, 20, (store, i) =>
        store.addMessage(message, `s${i}`, { now: new Date(t0 + i), site }),
      );
      expect(answers.every((answer) => answer.stored)).toBe(true);
      expect(answers.filter((answer) => answer.stored && !answer.held)).toHaveLength(5);
      expect(await stores[0]!.held.summary()).toMatchObject({ count: 15 });
    } finally {
      await close();
    }
  });

  test('racing claims hand each due message to exactly one instance', async () => {
    const { stores, close } = await twoInstances();
    try {
      const added: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const answer = await stores[0]!.addMessage(message, `s${i}`, { now: new Date(t0) });
        if (answer.stored) added.push(answer.id);
      }
      const now = new Date(t0 + 1000);
      const lease = new Date(t0 + 300_000);
      const claimed = (
        await race(stores, 16, async (store) => store.deliveries.claim(now, lease, 5))
      )
        .flat()
        .map((m) => m.id);
      expect(claimed.sort((a, b) => a - b)).toEqual(added);
      expect(await stores[1]!.deliveries.claim(now, lease, 100)).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the held messages notice is claimed by one instance only', async () => {
    const { stores, close } = await twoInstances();
    try {
      await stores[0]!.addMessage(message, 'a', {
        now: new Date(t0),
        site: { max: 0, windowMs: 60_000 },
      });
      const notices = await race(stores, 12, (store) =>
        store.held.claimNotice(new Date(t0 + 1000)),
      );
      expect(notices.filter((notice) => notice !== null)).toEqual([
        { count: 1, oldest: new Date(t0).toISOString(), previous: null },
      ]);
    } finally {
      await close();
    }
  });
});

(testPostgresUrl() ? describe : describe.skip)('checkUsable', () => {
  test('passes on a working database and leaves nothing behind', async () => {
    const db = await databases.open();
    const store = new MessageStore(db);
    await store.checkUsable({ maxWaitMs: 250 });
    expect(await query(db, `SELECT key FROM meta WHERE key = 'health'`)).toEqual([]);
  });

  test('fails when the database refuses writes', async () => {
    const db = await databases.open();
    await query(
      db,
      `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'no writes here'; END $$`,
    );
    await query(
      db,
      `CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON meta
      FOR EACH ROW EXECUTE FUNCTION refuse()`,
    );
    const store = new MessageStore(db);
    await expect(store.checkUsable()).rejects.toHaveProperty('message', 'no writes here');
  });

  test('fails as unavailable when the server cannot be reached', async () => {
    const url = new URL(testPostgresUrl()!);
    url.port = '1';
    const db = new PostgresDatabase(url.href, { connectTimeoutMs: 1000 });
    try {
      const store = new MessageStore(db);
      await expect(store.checkUsable()).rejects.toBeInstanceOf(DatabaseUnavailable);
      await expect(store.ready()).rejects.toBeInstanceOf(DatabaseUnavailable);
    } finally {
      await db.close();
    }
  });
});
