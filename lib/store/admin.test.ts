/** @jest-environment node */
import { AdminStore } from './admin';
import { openData } from './open';
import { storesInTempDirs } from './test/fixture';
import { BACKENDS, postgresDatabases } from './test/postgres';
import { ADMIN_LIMITS } from './types';

const sqlite = storesInTempDirs((dir) => openData({ dataDir: dir }).admin());
const postgres = postgresDatabases();
const OPEN: Record<(typeof BACKENDS)[number], () => Promise<AdminStore>> = {
  sqlite: async () => sqlite.open(),
  postgres: async () => new AdminStore(await postgres.open()),
};

const t0 = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 3_600_000;
// Well-formed, but never handed out by the store.
const MADE_UP = 'A'.repeat(43);

describe.each(BACKENDS)('%s', (backend) => {
  const open = OPEN[backend];

  test('past the most sessions kept, a new one begun at the same instant as the rest is kept', async () => {
    const store = await open();
    const ids = [];
    for (let i = 0; i < ADMIN_LIMITS.sessions + 2; i++)
      ids.push(await store.startSession('link', t0));
    expect(await store.countSessions(t0)).toBe(ADMIN_LIMITS.sessions);
    expect(await store.session(ids.at(-1)!, t0)).not.toBeNull();
  });

  describe('sign-in links', () => {
    test('a link works once within its time, and its expiry is answered', async () => {
      const store = await open();
      const { token, expiresAt } = await store.createSignInLink(t0);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toBe(later(ADMIN_LIMITS.linkMs).toISOString());
      expect(await store.useSignInLink(token, later(14 * MINUTE))).toBe(true);
      expect(await store.useSignInLink(token, later(14 * MINUTE))).toBe(false);
    });

    test('an expired link, a made-up token and a malformed one answer false', async () => {
      const store = await open();
      const { token } = await store.createSignInLink(t0);
      expect(await store.useSignInLink(token, later(16 * MINUTE))).toBe(false);
      expect(await store.useSignInLink(MADE_UP, t0)).toBe(false);
      expect(await store.useSignInLink('not a token', t0)).toBe(false);
    });

    test('a link ends at its expiry to the millisecond', async () => {
      const store = await open();
      const first = await store.createSignInLink(t0);
      const second = await store.createSignInLink(t0);
      expect(await store.useSignInLink(first.token, later(ADMIN_LIMITS.linkMs - 1))).toBe(true);
      expect(await store.useSignInLink(second.token, later(ADMIN_LIMITS.linkMs))).toBe(false);
    });

    test('the token is spent by an expired use too', async () => {
      const store = await open();
      const { token } = await store.createSignInLink(t0);
      expect(await store.useSignInLink(token, later(16 * MINUTE))).toBe(false);
      expect(await store.useSignInLink(token, t0)).toBe(false);
    });
  });

  describe('sessions', () => {
    test('a session is found, with its method, and its last use moves', async () => {
      const store = await open();
      const id = await store.startSession('passkey', t0);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await store.session(id, later(HOUR))).toEqual({
        createdAt: t0.toISOString(),
        lastSeenAt: later(HOUR).toISOString(),
        method: 'passkey',
      });
      expect((await store.session(id, later(2 * HOUR)))?.lastSeenAt).toBe(
        later(2 * HOUR).toISOString(),
      );
      expect(await store.countSessions(later(2 * HOUR))).toBe(1);
    });

    test('a session unused for the idle limit ends', async () => {
      const store = await open();
      const kept = await store.startSession('link', t0);
      const idle = await store.startSession('link', t0);
      expect(await store.session(kept, later(ADMIN_LIMITS.idleMs - 1))).not.toBeNull();
      expect(await store.session(idle, later(ADMIN_LIMITS.idleMs))).toBeNull();
      // Seen just before the limit, the kept one lasts another idle span.
      expect(await store.session(kept, later(2 * ADMIN_LIMITS.idleMs - 2))).not.toBeNull();
    });

    test('a session ends at the absolute limit even when used every hour', async () => {
      const store = await open();
      const id = await store.startSession('link', t0);
      const hours = ADMIN_LIMITS.absoluteMs / HOUR;
      const found: boolean[] = [];
      for (let hour = 1; hour < hours; hour += 1) {
        found.push((await store.session(id, later(hour * HOUR))) !== null);
      }
      expect(found.every(Boolean)).toBe(true);
      expect(found).toHaveLength(hours - 1);
      expect(await store.session(id, later(ADMIN_LIMITS.absoluteMs))).toBeNull();
    });

    test('endSession ends one; endAllSessions ends the rest and answers how many', async () => {
      const store = await open();
      const [a, b, c] = [
        await store.startSession('link', t0),
        await store.startSession('passkey', t0),
        await store.startSession('link', t0),
      ];
      await store.endSession(a!);
      expect(await store.session(a!, later(MINUTE))).toBeNull();
      expect(await store.session(b!, later(MINUTE))).not.toBeNull();
      expect(await store.endAllSessions()).toBe(2);
      expect(await store.session(b!, later(MINUTE))).toBeNull();
      expect(await store.session(c!, later(MINUTE))).toBeNull();
      expect(await store.countSessions(later(MINUTE))).toBe(0);
      expect(await store.endAllSessions()).toBe(0);
    });

    test('past the most kept, the longest unused sessions make way for a new one', async () => {
      const store = await open();
      const ids: string[] = [];
      for (let i = 0; i < ADMIN_LIMITS.sessions; i += 1) {
        ids.push(await store.startSession('link', later(i * MINUTE)));
      }
      // The first one, seen again, is no longer the longest unused: the second is.
      expect(await store.session(ids[0]!, later(HOUR))).not.toBeNull();
      const newest = await store.startSession('passkey', later(2 * HOUR));
      const now = later(2 * HOUR + MINUTE);
      expect(await store.countSessions(now)).toBe(ADMIN_LIMITS.sessions);
      expect(await store.session(ids[1]!, now)).toBeNull();
      expect(await store.session(ids[0]!, now)).not.toBeNull();
      expect(await store.session(ids[2]!, now)).not.toBeNull();
      expect(await store.session(newest, now)).toMatchObject({ method: 'passkey' });
    });

    test('a made-up or malformed session id answers null', async () => {
      const store = await open();
      await store.startSession('link', t0);
      expect(await store.session(MADE_UP, t0)).toBeNull();
      expect(await store.session('', t0)).toBeNull();
    });
  });

  describe('passkeys', () => {
    const KEY = {
      id: 'credential-1',
      publicKey: new Uint8Array([0, 1, 2, 127, 128, 255]),
      counter: 0,
      transports: ['internal', 'hybrid'],
    };

    test('a passkey is added, listed and found by id, its public key intact', async () => {
      const store = await open();
      await store.addPasskey(KEY, t0);
      await store.addPasskey({ ...KEY, id: 'credential-2', transports: [] }, later(MINUTE));
      const stored = { ...KEY, createdAt: t0.toISOString(), lastUsedAt: null };
      expect(await store.passkeys()).toEqual([
        stored,
        { ...stored, id: 'credential-2', transports: [], createdAt: later(MINUTE).toISOString() },
      ]);
      const found = await store.passkey('credential-1');
      expect(found).toEqual(stored);
      expect(found?.publicKey).toBeInstanceOf(Uint8Array);
      expect(Array.from(found!.publicKey)).toEqual([0, 1, 2, 127, 128, 255]);
      expect(await store.passkey('no-such-credential')).toBeNull();
    });

    test('passkeyUsed keeps the new counter and the time of use', async () => {
      const store = await open();
      await store.addPasskey(KEY, t0);
      await store.passkeyUsed(KEY.id, 7, later(HOUR));
      expect(await store.passkey(KEY.id)).toMatchObject({
        counter: 7,
        lastUsedAt: later(HOUR).toISOString(),
        createdAt: t0.toISOString(),
      });
    });

    test('removePasskey answers true once, then false', async () => {
      const store = await open();
      await store.addPasskey(KEY, t0);
      expect(await store.removePasskey(KEY.id)).toBe(true);
      expect(await store.removePasskey(KEY.id)).toBe(false);
      expect(await store.passkey(KEY.id)).toBeNull();
      expect(await store.passkeys()).toEqual([]);
    });

    test('a passkey past the most kept is refused, and the others stay', async () => {
      const store = await open();
      for (let i = 0; i < ADMIN_LIMITS.passkeys; i += 1) {
        await store.addPasskey({ ...KEY, id: `credential-${i}` }, t0);
      }
      await expect(store.addPasskey({ ...KEY, id: 'one-too-many' }, t0)).rejects.toThrow(/at most/);
      expect(await store.passkeys()).toHaveLength(ADMIN_LIMITS.passkeys);
      expect(await store.passkey('one-too-many')).toBeNull();
    });
  });

  describe('the signing key', () => {
    test('is made once, then read the same each time', async () => {
      const store = await open();
      const key = await store.signingKey();
      expect(key).toHaveLength(32);
      expect((await store.signingKey()).equals(key)).toBe(true);
    });
  });

  describe('passkey challenges', () => {
    test('a challenge is spent once; another is still free', async () => {
      const store = await open();
      expect(await store.spendChallenge('challenge-one', t0)).toBe(true);
      expect(await store.spendChallenge('challenge-one', later(MINUTE))).toBe(false);
      expect(await store.spendChallenge('challenge-two', later(MINUTE))).toBe(true);
    });

    test('a spent challenge is kept until its seal has expired, then dropped', async () => {
      const store = await open();
      expect(await store.spendChallenge('challenge-one', t0)).toBe(true);
      expect(await store.spendChallenge('challenge-one', later(ADMIN_LIMITS.challengeMs - 1))).toBe(
        false,
      );
      // Its seal expired before this; only the record's room is given back.
      expect(await store.spendChallenge('challenge-one', later(ADMIN_LIMITS.challengeMs))).toBe(
        true,
      );
    });
  });

  describe('sign-in attempts', () => {
    const failure = { method: 'link' as const, ok: false, sender: 's1', block: 'b1' };

    test('recentAttempts answers the newest first, with ok as a boolean', async () => {
      const store = await open();
      await store.recordAttempt(failure, t0);
      await store.recordAttempt({ ...failure, method: 'passkey', ok: true }, later(MINUTE));
      await store.recordAttempt({ ...failure, sender: 's2' }, later(2 * MINUTE));
      expect(await store.recentAttempts(10)).toEqual([
        { at: later(2 * MINUTE).toISOString(), method: 'link', ok: false },
        { at: later(MINUTE).toISOString(), method: 'passkey', ok: true },
        { at: t0.toISOString(), method: 'link', ok: false },
      ]);
      expect(await store.recentAttempts(1)).toHaveLength(1);
    });

    test('only the most recent attempts are kept', async () => {
      const store = await open();
      await store.recordAttempt({ ...failure, method: 'passkey' }, t0);
      for (let i = 1; i <= ADMIN_LIMITS.attemptsKept; i += 1) {
        await store.recordAttempt(failure, later(i * 1000));
      }
      const kept = await store.recentAttempts(ADMIN_LIMITS.attemptsKept + 10);
      expect(kept).toHaveLength(ADMIN_LIMITS.attemptsKept);
      expect(kept.map(({ method }) => method)).not.toContain('passkey');
      expect(kept[0]!.at).toBe(later(ADMIN_LIMITS.attemptsKept * 1000).toISOString());
      // Each of these thousands of attempts is a transaction of its own.
    }, 30_000);

    test("too many failures from one sender within the window; another sender, another network's, is not", async () => {
      const store = await open();
      const last = ADMIN_LIMITS.failuresPerSender - 1;
      for (let i = 0; i < last; i += 1) await store.recordAttempt(failure, later(i * 1000));
      // Successes do not count as failures.
      for (let i = 0; i < 5; i += 1) {
        await store.recordAttempt({ ...failure, ok: true }, later(i * 1000));
      }
      const now = later(last * 1000);
      expect(await store.tooManyFailures({ sender: 's1', block: 'b1' }, now)).toBe(false);
      await store.recordAttempt(failure, now);
      expect(await store.tooManyFailures({ sender: 's1', block: 'b1' }, now)).toBe(true);
      expect(await store.tooManyFailures({ sender: 's2', block: 'b2' }, now)).toBe(false);
      // Once the window has passed since the last failure, none counts any more.
      const after = new Date(now.getTime() + ADMIN_LIMITS.failureWindowMs);
      expect(await store.tooManyFailures({ sender: 's1', block: 'b1' }, after)).toBe(false);
    });

    test('too many failures from one network, whichever its senders', async () => {
      const store = await open();
      const now = later(MINUTE);
      for (let i = 0; i < ADMIN_LIMITS.failuresPerBlock - 1; i += 1) {
        await store.recordAttempt({ ...failure, sender: `s${i}` }, t0);
      }
      expect(await store.tooManyFailures({ sender: 'new', block: 'b1' }, now)).toBe(false);
      await store.recordAttempt({ ...failure, sender: 'last' }, t0);
      expect(await store.tooManyFailures({ sender: 'new', block: 'b1' }, now)).toBe(true);
      expect(await store.tooManyFailures({ sender: 'new', block: 'b2' }, now)).toBe(false);
    });
  });
});

describe('sqlite', () => {
  test('the signing key is read the same by every store on the file', async () => {
    const key = await sqlite.open().signingKey();
    const other = openData({ dataDir: sqlite.lastDir() }).admin();
    expect((await other.signingKey()).equals(key)).toBe(true);
    other.close();
  });

  test('a challenge spent by one store on the file is spent for the others', async () => {
    const store = sqlite.open();
    const other = openData({ dataDir: sqlite.lastDir() }).admin();
    expect(await store.spendChallenge('shared', t0)).toBe(true);
    expect(await other.spendChallenge('shared', t0)).toBe(false);
    other.close();
  });
});
