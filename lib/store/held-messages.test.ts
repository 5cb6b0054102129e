/** @jest-environment node */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { STORED_MESSAGE, tempDataDir } from './test/fixture';
import { messageStores } from './test/message-stores';
import { BACKENDS } from './test/postgres';
import { openData } from './open';

const message = STORED_MESSAGE;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const t0 = new Date('2026-11-22T10:00:00Z').getTime();
/** The site is over its limit from the first message on: every message is held. */
const site = { max: 0, windowMs: 3_600_000 };

test('a database from before networks were recorded keeps its messages, with no network', async () => {
  const dir = tempDataDir();
  dirs.push(dir);
  const old = new Database(`${dir}/portfolio.db`);
  old.exec(`CREATE TABLE messages (
     id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
     subject TEXT NOT NULL, message TEXT NOT NULL, sender_hash TEXT NOT NULL, delivered_at TEXT,
     delivery_attempts INTEGER NOT NULL DEFAULT 0, next_delivery_at TEXT, delivery_error TEXT,
     held INTEGER NOT NULL DEFAULT 0);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   INSERT INTO messages (received_at, name, email, subject, message, sender_hash, held)
     VALUES ('2026-11-01T10:00:00.000Z', 'Ann Lee', 'ann@example.com', '', 'Hello', 'a', 1);
   PRAGMA user_version = 2;`);
  old.close();
  const store = openData({ dataDir: dir }).messages();
  expect(await store.held.summary()).toEqual({ count: 1, oldest: '2026-11-01T10:00:00.000Z' });
  store.close();
  const file = new Database(`${dir}/portfolio.db`, { readonly: true });
  expect(file.prepare('SELECT block_hash FROM messages').all()).toEqual([{ block_hash: '' }]);
  expect(file.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(3);
  file.close();
});

describe.each(BACKENDS)('on %s', (backend) => {
  const { open } = messageStores(backend);

  test('held messages are capped per sender and per network; another network is not affected', async () => {
    const store = await open();
    const held = { perSender: 2, perBlock: 3, perWide: 100, total: 100 };
    const add = async (sender: string, block: string) => {
      const result = await store.addMessage(message, sender, { block, site, held });
      return result.stored ? (result.held ? 'held' : 'stored') : result.reason;
    };
    expect([await add('a', 'X'), await add('a', 'X'), await add('a', 'X')]).toEqual([
      'held',
      'held',
      'held-sender',
    ]);
    expect([await add('b', 'X'), await add('c', 'X')]).toEqual(['held', 'held-block']);
    expect(await add('d', 'Y')).toBe('held');
    expect((await store.held.summary()).count).toBe(4);
    expect(await store.countMessages()).toBe(4);
  });

  test('held messages are capped per range (/16 or /32), however many networks it spreads over', async () => {
    const store = await open();
    const held = { perSender: 5, perBlock: 5, perWide: 3, total: 100 };
    const add = async (sender: string, block: string, wide: string) => {
      const result = await store.addMessage(message, sender, { block, wide, site, held });
      return result.stored ? (result.held ? 'held' : 'stored') : result.reason;
    };
    const results = [];
    for (const s of ['a', 'b', 'c', 'd']) results.push(await add(s, `net-${s}`, 'R'));
    expect(results).toEqual(['held', 'held', 'held', 'held-wide']);
    expect(await add('e', 'net-e', 'S')).toBe('held');
  });

  test('past the total, a new message is stored and the largest network loses its oldest', async () => {
    const store = await open();
    const held = { perSender: 10, perBlock: 10, perWide: 100, total: 5 };
    let second = 0;
    const add = async (sender: string, block: string) => {
      const result = await store.addMessage(
        { ...message, message: `${block}${(second += 1)}` },
        sender,
        {
          block,
          site,
          held,
          now: new Date(t0 + second * 1000),
        },
      );
      if (!result.stored) throw new Error(`refused: ${result.reason}`);
    };
    // Y's messages are the oldest, but X holds the most.
    await add('y1', 'Y');
    await add('y2', 'Y');
    await add('x1', 'X');
    await add('x2', 'X');
    await add('x3', 'X');
    await add('z1', 'Z');
    expect((await store.held.summary()).count).toBe(5);
    const texts = async () => (await store.listMessages()).map((m) => m.message).sort();
    expect(await texts()).toEqual(['X4', 'X5', 'Y1', 'Y2', 'Z6']);
    await add('w1', 'W');
    expect(await texts()).toEqual(['W7', 'X4', 'X5', 'Y2', 'Z6']);
  });

  test('the notice is claimed once, then again only when a message was held since and a day has passed', async () => {
    const store = await open();
    const at = (ms: number) => new Date(t0 + ms);
    expect(await store.held.claimNotice(at(0))).toBeNull();
    await store.addMessage(message, 'a', { block: 'X', site, now: at(0) });
    expect(await store.held.claimNotice(at(1000))).toEqual({
      count: 1,
      oldest: at(0).toISOString(),
      previous: null,
    });
    await store.addMessage(message, 'b', { block: 'X', site, now: at(60_000) });
    expect(await store.held.claimNotice(at(120_000))).toBeNull();
    expect(await store.held.claimNotice(at(86_401_000))).toMatchObject({ count: 2 });
    expect(await store.held.claimNotice(at(3 * 86_400_000))).toBeNull();
    await store.addMessage(message, 'c', { block: 'X', site, now: at(3 * 86_400_000) });
    const claimed = await store.held.claimNotice(at(3 * 86_400_000 + 1));
    expect(claimed).toMatchObject({ count: 3, previous: at(86_401_000).toISOString() });
    await store.held.unclaimNotice(claimed!.previous);
    expect(await store.held.claimNotice(at(3 * 86_400_000 + 2))).toMatchObject({ count: 3 });
  });

  test('releasing makes a held message due for e-mail now; deleting removes held messages only', async () => {
    const store = await open();
    const now = new Date(t0);
    const ordinary = (await store.addMessage(message, 'o', { now })) as { id: number };
    const ids: number[] = [];
    for (const i of [1, 2, 3]) {
      const added = await store.addMessage(message, `s${i}`, { block: 'X', site, now });
      ids.push((added as { id: number }).id);
    }
    const lease = new Date(t0 + 300_000);
    expect((await store.deliveries.claim(now, lease)).map((m) => m.id)).toEqual([ordinary.id]);
    const later = new Date(t0 + 60_000);
    expect(await store.held.release([ids[0]!, ordinary.id], later)).toEqual([ids[0]]);
    expect((await store.deliveries.claim(later, lease)).map((m) => m.id)).toEqual([ids[0]]);
    expect((await store.listMessages()).find((m) => m.id === ids[0])!.held).toBe(false);

    expect(await store.held.remove([ordinary.id, ids[1]!])).toEqual([ids[1]]);
    expect(await store.held.remove('all')).toEqual([ids[2]]);
    expect((await store.listMessages()).map((m) => m.id)).toEqual(
      expect.arrayContaining([ordinary.id, ids[0]]),
    );
    expect(await store.countMessages()).toBe(2);
    expect(await store.held.summary()).toEqual({ count: 0, oldest: null });
  });
});
