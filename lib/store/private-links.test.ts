/** @jest-environment node */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import path from 'node:path';
import { DATABASE_FILE } from './messages';
import { openData, type Data } from './open';
import { PrivateLinkStore } from './private-links';
import { STORED_MESSAGE, tempDataDir, WITHOUT_DASHBOARD } from './test/fixture';
import { BACKENDS, postgresDatabases, query } from './test/postgres';
import type { NewPrivateLink, PrivateLinkLimits } from './types';

const dirs: string[] = [];
const open = (options?: Parameters<Data['privateLinks']>[0], dir = tempDataDir()) => {
  dirs.push(dir);
  return openData({ dataDir: dir }).privateLinks(options);
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A store, and a query over the tables behind it, to see what they hold. */
type Opened = {
  store: PrivateLinkStore;
  rows: <Row = Record<string, unknown>>(sql: string) => Promise<Row[]>;
};
const postgres = postgresDatabases();
const OPEN: Record<
  (typeof BACKENDS)[number],
  (limits?: Partial<PrivateLinkLimits>) => Promise<Opened>
> = {
  sqlite: async (limits) => {
    const store = open({ limits });
    const file = path.join(dirs.at(-1)!, DATABASE_FILE);
    const rows = async <Row>(sql: string) => {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare(sql).all() as Row[];
      } finally {
        db.close();
      }
    };
    return { store, rows };
  },
  postgres: async (limits) => {
    const db = await postgres.open();
    return {
      store: new PrivateLinkStore(db, limits),
      rows: <Row>(sql: string) => query<Row>(db, sql),
    };
  },
};

const t0 = new Date('2026-11-22T10:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const DAY = 86_400_000;
const ACME: NewPrivateLink = {
  projects: ['acme-redesign'],
  client: 'Acme GmbH',
  expiresAt: null,
  maxUses: null,
  now: t0,
};

describe.each(BACKENDS)('%s', (backend) => {
  const openStore = async (limits?: Partial<PrivateLinkLimits>) =>
    (await OPEN[backend](limits)).store;

  test('a token is 256 random bits in base64url, and the tables hold only its hash', async () => {
    const { store, rows } = await OPEN[backend]();
    const { token } = await store.createLink(ACME);
    const { sessionId } = (await store.exchange(token, t0))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const held = JSON.stringify([
      await rows('SELECT * FROM private_links'),
      await rows('SELECT * FROM private_sessions'),
    ]);
    expect(held).not.toContain(token);
    expect(held).not.toContain(sessionId);
    expect(held).toMatch(/"token_hash":"[0-9a-f]{64}"/);
    expect(held).toMatch(/"id_hash":"[0-9a-f]{64}"/);
  });

  test('a token opens a session showing its projects and counts one use', async () => {
    const store = await openStore();
    const { id, token } = await store.createLink({ ...ACME, projects: ['a', 'b-2', 'a'] });
    const exchanged = await store.exchange(token, t0);
    expect(exchanged?.link).toEqual({
      id,
      client: 'Acme GmbH',
      projects: ['a', 'b-2'],
      createdAt: t0.toISOString(),
      expiresAt: null,
      maxUses: null,
      uses: 1,
    });
    expect(await store.session(exchanged!.sessionId, later(1000))).toMatchObject({ id, uses: 1 });
    await store.exchange(token, t0);
    expect((await store.list())[0]?.uses).toBe(2);
  });

  test('asking whether a token would open spends nothing: a one-use link still opens once', async () => {
    const store = await openStore();
    const once = await store.createLink({ ...ACME, maxUses: 1 });
    const expiring = await store.createLink({ ...ACME, expiresAt: later(DAY) });
    for (let i = 0; i < 3; i += 1) expect(await store.wouldOpen(once.token, t0)).toBe(true);
    expect((await store.list()).find((link) => link.id === once.id)?.uses).toBe(0);
    expect(await store.exchange(once.token, t0)).not.toBeNull();
    expect(await store.wouldOpen(once.token, t0)).toBe(false);
    expect(await store.wouldOpen(expiring.token, t0)).toBe(true);
    expect(await store.wouldOpen(expiring.token, later(DAY + 1))).toBe(false);
    await store.revoke(expiring.id, t0);
    expect(await store.wouldOpen(expiring.token, t0)).toBe(false);
    for (const garbage of ['A'.repeat(43), '', 'short']) {
      expect(await store.wouldOpen(garbage, t0)).toBe(false);
    }
  });

  test('an unknown, malformed, expired, revoked or used-up token opens nothing', async () => {
    const store = await openStore();
    const expiring = await store.createLink({ ...ACME, expiresAt: later(DAY) });
    const once = await store.createLink({ ...ACME, maxUses: 1 });
    const revoked = await store.createLink(ACME);
    await store.revoke(revoked.id, t0);
    const unknown = 'A'.repeat(43);
    for (const garbage of [unknown, '', 'short', `${expiring.token}x`, `${'A'.repeat(42)}=`]) {
      expect(await store.exchange(garbage, t0)).toBeNull();
    }
    expect(await store.exchange(expiring.token, later(DAY))).toBeNull();
    expect(await store.exchange(expiring.token, later(DAY - 1))).not.toBeNull();
    expect(await store.exchange(once.token, t0)).not.toBeNull();
    expect(await store.exchange(once.token, t0)).toBeNull();
    expect(await store.exchange(revoked.token, t0)).toBeNull();
    const uses = Object.fromEntries((await store.list()).map((link) => [link.id, link.uses]));
    expect(uses).toEqual({ [expiring.id]: 1, [once.id]: 1, [revoked.id]: 0 });
  });

  test('a session lasts 30 days at most, never past its link, and ends at once on revoke', async () => {
    const store = await openStore();
    const lasting = await store.createLink(ACME);
    const short = await store.createLink({ ...ACME, expiresAt: later(DAY) });
    const a = (await store.exchange(lasting.token, t0))!.sessionId;
    const b = (await store.exchange(short.token, t0))!.sessionId;
    expect(await store.session(a, later(30 * DAY - 1))).not.toBeNull();
    expect(await store.session(a, later(30 * DAY))).toBeNull();
    expect(await store.session(b, later(DAY - 1))).not.toBeNull();
    expect(await store.session(b, later(DAY))).toBeNull();
    expect(await store.session('B'.repeat(43), t0)).toBeNull();
    expect(await store.session('not a session', t0)).toBeNull();

    const c = (await store.exchange(lasting.token, t0))!.sessionId;
    expect(await store.revoke(lasting.id, later(1))).toBe(true);
    expect(await store.session(c, later(2))).toBeNull();
    expect(await store.revoke(lasting.id, later(3))).toBe(false);
    expect(await store.revoke(999, later(3))).toBe(false);
    expect(await store.revoke(2 ** 40, later(3))).toBe(false);
  });

  test('a link used up by its uses still lets its sessions browse', async () => {
    const store = await openStore();
    const { token } = await store.createLink({ ...ACME, maxUses: 1 });
    const { sessionId } = (await store.exchange(token, t0))!;
    expect(await store.exchange(token, t0)).toBeNull();
    expect(await store.session(sessionId, later(DAY))).toMatchObject({ uses: 1, maxUses: 1 });
  });

  test('exchanges racing for a link give exactly its uses, each a session of its own', async () => {
    const store = await openStore();
    const { token } = await store.createLink({ ...ACME, maxUses: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => store.exchange(token, t0)));
    const won = results.filter((result) => result !== null);
    expect(won).toHaveLength(5);
    expect(won.map((result) => result.link.uses).sort()).toEqual([1, 2, 3, 4, 5]);
    const sessions = await Promise.all(won.map((result) => store.session(result.sessionId, t0)));
    expect(sessions.every((link) => link?.uses === 5)).toBe(true);
  });

  test('the first open is reported once; the list shows opens and the last one', async () => {
    const store = await openStore();
    const { id } = await store.createLink(ACME);
    const other = await store.createLink({ ...ACME, client: 'Other', now: later(1) });
    expect(await store.recordOpen(id, '/private/acme-redesign', later(10))).toEqual({
      first: true,
    });
    expect(await store.recordOpen(id, '/private', later(20))).toEqual({ first: false });
    expect(await store.recordOpen(other.id, 'x'.repeat(400), later(30))).toEqual({ first: true });
    expect(await store.recordOpen(999, '/private', later(40))).toEqual({ first: false });
    expect(await store.recordOpen(2 ** 40, '/private', later(40))).toEqual({ first: false });
    const [newest, oldest] = await store.list();
    expect(newest).toMatchObject({ id: other.id, opens: 1, lastPage: 'x'.repeat(300) });
    expect(oldest).toEqual({
      id,
      client: 'Acme GmbH',
      projects: ['acme-redesign'],
      createdAt: t0.toISOString(),
      expiresAt: null,
      maxUses: null,
      uses: 0,
      revokedAt: null,
      opens: 2,
      firstOpenedAt: later(10).toISOString(),
      lastOpenedAt: later(20).toISOString(),
      lastPage: '/private',
    });
  });

  test('of opens racing for a link, one is its first', async () => {
    const store = await openStore();
    const { id } = await store.createLink(ACME);
    const opens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.recordOpen(id, `/private/${i}`, later(i))),
    );
    expect(opens.filter(({ first }) => first)).toHaveLength(1);
    expect((await store.list())[0]?.opens).toBe(20);
  });

  test('bounds hold: links in all, sessions and stored opens per link', async () => {
    const { store, rows } = await OPEN[backend]({ links: 2, sessionsPerLink: 3, opensPerLink: 4 });
    const { id, token } = await store.createLink(ACME);
    await store.createLink(ACME);
    await expect(store.createLink(ACME)).rejects.toThrow(
      'there are 2 private links, revoked and expired ones included, the most one site keeps',
    );
    const sessions: string[] = [];
    for (let i = 0; i < 5; i++) sessions.push((await store.exchange(token, later(i)))!.sessionId);
    const live = await Promise.all(sessions.map((s) => store.session(s, later(10))));
    expect(live.map(Boolean)).toEqual([false, false, true, true, true]);
    for (let i = 0; i < 6; i++) await store.recordOpen(id, `/page-${i}`, later(i));
    const pages = await rows<{ page: string }>('SELECT page FROM private_opens ORDER BY id');
    expect(pages.map(({ page }) => page)).toEqual(['/page-2', '/page-3', '/page-4', '/page-5']);
    expect((await store.list()).find((link) => link.id === id)?.opens).toBe(6);
  });

  test('a session made in the same instant as others is kept when the oldest go', async () => {
    const store = await openStore({ sessionsPerLink: 2 });
    const { token } = await store.createLink(ACME);
    for (let i = 0; i < 6; i++) {
      const { sessionId } = (await store.exchange(token, t0))!;
      expect(await store.session(sessionId, t0)).not.toBeNull();
    }
  });

  test('a link is refused, by what is wrong, for a bad client, project list, expiry or uses', async () => {
    const store = await openStore();
    const refused = (change: Partial<NewPrivateLink>) => store.createLink({ ...ACME, ...change });
    await expect(refused({ client: '  ' })).rejects.toThrow(
      "the client's name must be 1 to 120 characters, got 0",
    );
    await expect(refused({ client: 'x'.repeat(121) })).rejects.toThrow('got 121');
    await expect(refused({ client: 'Acme\u001b[2J' })).rejects.toThrow(/control/);
    await expect(refused({ projects: [] })).rejects.toThrow('a link shows 1 to 50 projects, got 0');
    const many = Array.from({ length: 51 }, (_, i) => `p${i}`);
    await expect(refused({ projects: many })).rejects.toThrow('got 51');
    await expect(refused({ projects: ['ok', 'Acme', 'a--b'] })).rejects.toThrow(
      `not a project's slug: "Acme", "a--b"`,
    );
    await expect(refused({ expiresAt: t0 })).rejects.toThrow('is already past');
    for (const maxUses of [0, 1.5, 1_000_001]) {
      await expect(refused({ maxUses })).rejects.toThrow('a whole number from 1 to 1000000');
    }
    expect(await store.list()).toEqual([]);
    const { id } = await store.createLink({ ...ACME, client: '  Acme  ', maxUses: 1_000_000 });
    expect((await store.list())[0]).toMatchObject({ id, client: 'Acme', maxUses: 1_000_000 });
  });

  test('prune deletes the links that ended, with their sessions and opens, and keeps the rest', async () => {
    const { store, rows } = await OPEN[backend]();
    const working = await store.createLink(ACME);
    const usedUp = await store.createLink({ ...ACME, maxUses: 1 });
    const expired = await store.createLink({ ...ACME, expiresAt: later(DAY) });
    const revoked = await store.createLink(ACME);
    const sessions = Object.fromEntries(
      await Promise.all(
        [working, usedUp, expired, revoked].map(async ({ id, token }) => {
          const { sessionId } = (await store.exchange(token, t0))!;
          await store.recordOpen(id, '/shared', t0);
          return [id, sessionId] as const;
        }),
      ),
    );
    await store.revoke(revoked.id, t0);
    expect(await store.prune(later(DAY + 1))).toBe(2);
    expect((await store.list()).map((link) => link.id).sort()).toEqual(
      [working.id, usedUp.id].sort(),
    );
    // A used-up link still serves the browser that opened it.
    expect(await store.session(sessions[usedUp.id]!, later(DAY + 1))).toMatchObject({
      id: usedUp.id,
    });
    const left = async (table: string) =>
      (
        await rows<{ id: number }>(`SELECT DISTINCT link_id AS id FROM ${table} ORDER BY link_id`)
      ).map((row) => row.id);
    expect([await left('private_sessions'), await left('private_opens')]).toEqual([
      [working.id, usedUp.id].sort(),
      [working.id, usedUp.id].sort(),
    ]);
    expect(await store.prune(later(DAY + 1))).toBe(0);
  });

  test('at the most links a site keeps, making one more names the command that makes room', async () => {
    const store = await openStore({ links: 2 });
    await store.createLink(ACME);
    const { id } = await store.createLink(ACME);
    await expect(store.createLink(ACME)).rejects.toThrow('npm run private-link -- prune');
    await store.revoke(id, t0);
    await store.prune(t0);
    await expect(store.createLink(ACME)).resolves.toMatchObject({ id: expect.any(Number) });
  });

  test('opens between two times count per link, with its client and latest open, most first', async () => {
    const store = await openStore();
    const acme = await store.createLink(ACME);
    const busy = await store.createLink({ ...ACME, client: 'Busy Ltd' });
    const quiet = await store.createLink({ ...ACME, client: 'Quiet Co' });
    const unopened = await store.createLink({ ...ACME, client: 'Never Opened' });
    const from = later(DAY);
    const to = later(2 * DAY);
    const at = (ms: number) => new Date(from.getTime() + ms);
    await store.recordOpen(acme.id, '/private', later(DAY - 1));
    await store.recordOpen(acme.id, '/private', at(10));
    await store.recordOpen(acme.id, '/private', at(5000));
    await store.recordOpen(acme.id, '/private', to);
    await store.recordOpen(busy.id, '/private', from);
    for (const ms of [100, 200, 300]) await store.recordOpen(busy.id, '/private', at(ms));
    await store.recordOpen(quiet.id, '/private', at(DAY - 1));
    await store.recordOpen(unopened.id, '/private', later(3 * DAY));

    expect(await store.opensBetween({ from, to })).toEqual([
      { id: busy.id, client: 'Busy Ltd', opens: 4, lastOpenedAt: at(300).toISOString() },
      { id: acme.id, client: 'Acme GmbH', opens: 2, lastOpenedAt: at(5000).toISOString() },
      { id: quiet.id, client: 'Quiet Co', opens: 1, lastOpenedAt: at(DAY - 1).toISOString() },
    ]);
    expect(await store.opensBetween({ from, to }, 2)).toHaveLength(2);
    expect(await store.opensBetween({ from: later(5 * DAY), to: later(6 * DAY) })).toEqual([]);
  });

  test('a link opened as often as another keeps its place by number, and a revoked one still counts', async () => {
    const store = await openStore();
    const first = await store.createLink(ACME);
    const second = await store.createLink({ ...ACME, client: 'Second' });
    await store.recordOpen(second.id, '/private', later(20));
    await store.recordOpen(first.id, '/private', later(10));
    await store.revoke(second.id, later(30));
    expect(await store.opensBetween({ from: t0, to: later(DAY) })).toEqual([
      { id: first.id, client: 'Acme GmbH', opens: 1, lastOpenedAt: later(10).toISOString() },
      { id: second.id, client: 'Second', opens: 1, lastOpenedAt: later(20).toISOString() },
    ]);
  });
});

test('the file holds neither a token nor a session id', async () => {
  const store = open();
  const { token } = await store.createLink(ACME);
  const { sessionId } = (await store.exchange(token, t0))!;
  store.close();
  for (const file of fs.readdirSync(dirs.at(-1)!)) {
    const bytes = fs.readFileSync(`${dirs.at(-1)}/${file}`, 'latin1');
    expect([file, bytes.includes(token), bytes.includes(sessionId)]).toEqual([file, false, false]);
  }
});

test('shares the messages’ file: either store may open it first, and a read-only list works', async () => {
  const dir = tempDataDir();
  dirs.push(dir);
  const data = openData({ dataDir: dir });
  expect(() => data.privateLinks({ readonly: true })).toThrow();
  const messages = data.messages();
  messages.close();
  // A file from before private links: a read-only list has nothing to show.
  const old = new Database(`${dir}/portfolio.db`);
  old.exec(
    `DROP TABLE private_sessions; DROP TABLE private_opens; DROP TABLE private_links; ${WITHOUT_DASHBOARD}`,
  );
  old.pragma('user_version = 5');
  old.close();
  const reader = data.privateLinks({ readonly: true });
  expect(await reader.list()).toEqual([]);
  reader.close();
  const writer = data.privateLinks();
  await writer.createLink(ACME);
  writer.close();
  const again = data.messages();
  expect(await again.listMessages()).toEqual([]);
  again.close();
  const last = data.privateLinks({ readonly: true });
  expect(await last.list()).toHaveLength(1);
  last.close();

  const fresh = open();
  await fresh.createLink(ACME);
  fresh.close();
  const after = openData({ dataDir: dirs.at(-1)! }).messages();
  await after.addMessage(STORED_MESSAGE, 'a');
  expect(await after.listMessages()).toHaveLength(1);
  after.close();
});
