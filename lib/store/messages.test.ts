/** @jest-environment node */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { STORED_MESSAGE, tempDataDir, WITHOUT_DASHBOARD } from './test/fixture';
import { messageStores } from './test/message-stores';
import { BACKENDS } from './test/postgres';
import type { MessageStore } from './messages';
import { openData } from './open';

const message = STORED_MESSAGE;
const dirs: string[] = [];
const open = (dir = tempDataDir()) => {
  dirs.push(dir);
  return openData({ dataDir: dir }).messages();
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('creates its file and schema on first use, and reopens without losing anything', async () => {
  const store = open();
  await store.addMessage(message, store.hashSender('192.0.2.1'));
  const hash = store.hashSender('192.0.2.1');
  store.close();
  const again = openData({ dataDir: dirs[0]! }).messages();
  expect(await again.listMessages()).toHaveLength(1);
  expect(again.hashSender('192.0.2.1')).toBe(hash);
  expect(again.hashSender('192.0.2.2')).not.toBe(hash);
  again.close();
});

test('a read-only store refuses writes and does not create a database', async () => {
  const dir = tempDataDir();
  dirs.push(dir);
  expect(() => openData({ dataDir: dir }).messages({ readonly: true })).toThrow();
  openData({ dataDir: dir }).messages().close();
  const reader = openData({ dataDir: dir }).messages({ readonly: true });
  expect(await reader.listMessages()).toEqual([]);
  // SqliteError comes from outside Jest's realm, which rejects.toThrow does not take for an Error.
  await expect(reader.addMessage(message, 'a')).rejects.toHaveProperty(
    'message',
    expect.stringMatching(/readonly/),
  );
});

test('creates its folder and database readable by the server user alone, whatever the umask', async () => {
  const previous = process.umask(0o022);
  try {
    const dir = `${tempDataDir()}/nested/data`;
    const store = open(dir);
    await store.addMessage(message, store.hashSender('192.0.2.1'));
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(mode(dir).toString(8)).toBe('700');
    for (const file of fs.readdirSync(dir)) {
      expect([file, mode(`${dir}/${file}`).toString(8)]).toEqual([file, '600']);
    }
    expect(fs.readdirSync(dir)).toEqual(
      expect.arrayContaining(['portfolio.db', 'portfolio.db-wal']),
    );
    store.close();
  } finally {
    process.umask(previous);
  }
});

test('a database from before the page-view file: its page views move over, its messages gain the held flag', async () => {
  const dir = tempDataDir();
  dirs.push(dir);
  const old = new Database(`${dir}/portfolio.db`);
  old.exec(`CREATE TABLE messages (
     id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
     subject TEXT NOT NULL, message TEXT NOT NULL, sender_hash TEXT NOT NULL, delivered_at TEXT,
     delivery_attempts INTEGER NOT NULL DEFAULT 0, next_delivery_at TEXT, delivery_error TEXT);
   CREATE TABLE page_views (id INTEGER PRIMARY KEY, viewed_at TEXT NOT NULL, page TEXT NOT NULL, path TEXT NOT NULL);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   INSERT INTO messages (received_at, name, email, subject, message, sender_hash)
     VALUES ('2026-11-01T10:00:00.000Z', 'Ann Lee', 'ann@example.com', '', 'Hello', 'a');
   INSERT INTO page_views (viewed_at, page, path) VALUES
     ('2026-11-01T10:00:00.000Z', 'Home Page', '/'),
     ('2026-11-02T10:00:00.000Z', 'Category Page', '/category/all');
   PRAGMA user_version = 1;`);
  old.close();
  const data = openData({ dataDir: dir });
  const pageViews = data.pageViews();
  const store = data.messages({ movePageViewsTo: pageViews });
  expect(await store.listMessages()).toEqual([
    expect.objectContaining({ message: 'Hello', held: false }),
  ]);
  expect(
    (await pageViews.totals({ from: new Date('2026-11-01'), to: new Date('2026-11-03') })).byPage,
  ).toEqual([
    { page: 'Category Page', views: 1 },
    { page: 'Home Page', views: 1 },
  ]);
  store.close();
  data.messages({ movePageViewsTo: pageViews }).close();
  expect(await pageViews.count()).toBe(2);
  pageViews.close();
});

test('a database from before offers keeps its messages, which are about no offer, and takes new ones', async () => {
  const dir = tempDataDir();
  dirs.push(dir);
  const store = openData({ dataDir: dir }).messages();
  await store.addMessage({ ...message, message: 'from before' }, 'a');
  store.close();
  const old = new Database(`${dir}/portfolio.db`);
  old.exec(`DROP INDEX messages_held_by_wide; ALTER TABLE messages DROP COLUMN wide_hash;
    ALTER TABLE messages DROP COLUMN offer;
    DROP TABLE private_sessions; DROP TABLE private_opens; DROP TABLE private_links;
    ${WITHOUT_DASHBOARD} PRAGMA user_version = 3;`);
  old.close();

  const again = openData({ dataDir: dir }).messages();
  await again.addMessage({ ...message, message: 'after', offer: 'brand-sprint' }, 'a');
  expect(await again.listMessages()).toEqual([
    expect.objectContaining({ message: 'after', offer: 'brand-sprint' }),
    expect.objectContaining({ message: 'from before', offer: null, held: false, state: 'new' }),
  ]);
  again.close();
});

test("the messages' file keeps no page-view table", () => {
  const store = open();
  store.close();
  const file = new Database(`${dirs.at(-1)!}/portfolio.db`, { readonly: true });
  expect(
    file.prepare(`SELECT name FROM sqlite_master WHERE name = 'page_views'`).get(),
  ).toBeUndefined();
  file.close();
});

describe.each(BACKENDS)('on %s', (backend) => {
  const { open, hold } = messageStores(backend);

  test('each database has its own salt', async () => {
    const a = await open();
    const b = await open();
    expect(a.hashSender('192.0.2.1')).not.toBe(b.hashSender('192.0.2.1'));
  });

  test('lists newest first and from a given time', async () => {
    const store = await open();
    const at = (iso: string) => ({ now: new Date(iso) });
    await store.addMessage({ ...message, message: 'first' }, 'a', at('2026-11-01T10:00:00Z'));
    await store.addMessage({ ...message, message: 'second' }, 'a', at('2026-11-05T10:00:00Z'));
    await store.addMessage({ ...message, message: 'third' }, 'a', at('2026-11-09T10:00:00Z'));
    const texts = async (options?: Parameters<MessageStore['listMessages']>[0]) =>
      (await store.listMessages(options)).map((m) => m.message);
    expect(await texts()).toEqual(['third', 'second', 'first']);
    expect(await texts({ since: new Date('2026-11-05T00:00:00Z') })).toEqual(['third', 'second']);
    expect(await texts({ limit: 1 })).toEqual(['third']);
  });

  test('the per-sender limit refuses; over the site-wide limit messages are held, not refused', async () => {
    const store = await open();
    const perSender = { max: 2, windowMs: 60_000 };
    const site = { max: 3, windowMs: 3_600_000 };
    const t0 = new Date('2026-11-22T10:00:00Z').getTime();
    const add = (sender: string, offsetMs: number) =>
      store.addMessage(message, sender, { now: new Date(t0 + offsetMs), perSender, site });
    const result = async (sender: string, offsetMs: number) => {
      const answer = await add(sender, offsetMs);
      return answer.stored ? (answer.held ? 'held' : 'stored') : answer.reason;
    };
    expect([await result('a', 0), await result('a', 1000), await result('a', 2000)]).toEqual([
      'stored',
      'stored',
      'sender',
    ]);
    expect(await result('a', 61_000)).toBe('stored');
    // The site has had 3 this hour: from here on, messages are held.
    expect(await result('b', 62_000)).toBe('held');
    expect(await result('a', 62_500)).toBe('held');
    expect(await result('a', 63_000)).toBe('sender');
    expect(await result('c', 3_700_000)).toBe('stored');
    const held = (await store.listMessages()).filter((m) => m.held);
    expect(held.map((m) => m.senderHash)).toEqual(['a', 'b']);
    const due = await store.deliveries.claim(
      new Date(t0 + 4_000_000),
      new Date(t0 + 4_300_000),
      100,
    );
    expect(due.map((m) => m.senderHash).sort()).toEqual(['a', 'a', 'a', 'c']);
  });

  test('a claimed delivery is leased: not handed out again until the lease ends', async () => {
    const store = await open();
    const now = new Date('2026-11-22T10:00:00Z');
    await store.addMessage(message, 'a', { now });
    const lease = new Date(now.getTime() + 300_000);
    expect(await store.deliveries.claim(now, lease)).toHaveLength(1);
    expect(await store.deliveries.claim(now, lease)).toHaveLength(0);
    expect(await store.deliveries.claim(new Date(lease.getTime() + 1), lease)).toHaveLength(1);
  });

  test('keeps the offer a message is about, and null for something else', async () => {
    const store = await open();
    await store.addMessage({ ...message, message: 'about a sprint', offer: 'brand-sprint' }, 'a');
    await store.addMessage({ ...message, message: 'about anything' }, 'b');
    expect((await store.listMessages()).map(({ message, offer }) => ({ message, offer }))).toEqual([
      { message: 'about anything', offer: null },
      { message: 'about a sprint', offer: 'brand-sprint' },
    ]);
  });

  test('pruning deletes the messages received before a time, and keeps the rest', async () => {
    const store = await open();
    const now = new Date('2026-11-22T10:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    for (const days of [400, 31, 29, 1]) {
      await store.addMessage({ ...message, message: `${days} days` }, 'a', { now: daysAgo(days) });
    }
    expect(await store.prune(daysAgo(30))).toBe(2);
    expect((await store.listMessages()).map((m) => m.message)).toEqual(['1 days', '29 days']);
  });

  test('a message reads back whole, and with its delivery recorded', async () => {
    const store = await open();
    const now = new Date('2026-11-22T10:00:00Z');
    const added = await store.addMessage(
      { ...message, subject: 'Hi', offer: 'brand-sprint', language: 'fr' },
      'a',
      { now },
    );
    if (!added.stored) throw new Error('not stored');
    const stored = {
      ...message,
      subject: 'Hi',
      offer: 'brand-sprint',
      language: 'fr',
      id: added.id,
      receivedAt: '2026-11-22T10:00:00.000Z',
      senderHash: 'a',
      deliveredAt: null,
      deliveryAttempts: 0,
      deliveryError: null,
      held: false,
      state: 'new',
    };
    expect(await store.message(added.id)).toEqual(stored);
    expect(await store.listMessages()).toEqual([stored]);
    expect(await store.deliveries.claim(now, new Date(now.getTime() + 1000))).toEqual([stored]);
    await store.deliveries.failed(added.id, 'refused', new Date(now.getTime() + 60_000));
    expect(await store.message(added.id)).toEqual({
      ...stored,
      deliveryAttempts: 1,
      deliveryError: 'refused',
    });
    await store.deliveries.delivered(added.id, new Date(now.getTime() + 120_000));
    expect(await store.message(added.id)).toEqual({
      ...stored,
      deliveredAt: '2026-11-22T10:02:00.000Z',
      deliveryAttempts: 2,
    });
    expect(await store.deliveries.claim(new Date(now.getTime() + 999_000), now)).toEqual([]);
  });

  test('a number that is no stored id names no message', async () => {
    const store = await open();
    const added = await store.addMessage(message, 'a', { site: { max: 0, windowMs: 60_000 } });
    expect(added).toMatchObject({ stored: true, held: true });
    for (const id of [Number.NaN, 2 ** 40, 1.5, -1, Number.POSITIVE_INFINITY]) {
      expect(await store.message(id)).toBeNull();
      expect(await store.setState(id, 'read')).toBe(false);
      expect(await store.remove(id)).toBe(false);
      expect(await store.held.release([id])).toEqual([]);
      expect(await store.held.remove([id])).toEqual([]);
    }
    expect(await store.held.summary()).toMatchObject({ count: 1 });
  });

  describe("the dashboard's inbox", () => {
    // Adds a message received at `iso`; held ones go over a site limit always reached.
    const add = async (
      store: MessageStore,
      text: string,
      iso: string,
      {
        offer = null as string | null,
        held = false,
        language = undefined as string | undefined,
      } = {},
    ) => {
      const answer = await store.addMessage({ ...message, message: text, offer, language }, 'a', {
        now: new Date(iso),
        site: held ? { max: 0, windowMs: 60_000 } : null,
      });
      if (!answer.stored) throw new Error(`not stored: ${answer.reason}`);
      expect(answer.held).toBe(held);
      return answer.id;
    };
    const texts = (answer: { messages: { message: string }[]; total: number }) => ({
      messages: answer.messages.map((m) => m.message),
      total: answer.total,
    });
    const filled = async () => {
      const store = await open();
      await add(store, 'first', '2026-11-01T10:00:00Z');
      const second = await add(store, 'second', '2026-11-02T10:00:00Z', { offer: 'brand-sprint' });
      await add(store, 'third', '2026-11-03T10:00:00Z', { offer: 'brand-sprint' });
      const fourth = await add(store, 'fourth', '2026-11-04T10:00:00Z');
      await add(store, 'held', '2026-11-05T10:00:00Z', { offer: 'brand-sprint', held: true });
      await store.setState(second, 'read');
      await store.setState(fourth, 'archived');
      return store;
    };

    test('answers every message newest first when not filtered', async () => {
      const store = await filled();
      expect(texts(await store.inbox({ limit: 10 }))).toEqual({
        messages: ['held', 'fourth', 'third', 'second', 'first'],
        total: 5,
      });
    });

    test('filters by state, leaving held messages to their own filter', async () => {
      const store = await filled();
      expect(texts(await store.inbox({ state: 'new', limit: 10 }))).toEqual({
        messages: ['third', 'first'],
        total: 2,
      });
      expect(texts(await store.inbox({ state: 'read', limit: 10 }))).toEqual({
        messages: ['second'],
        total: 1,
      });
      expect(texts(await store.inbox({ state: 'spam', limit: 10 }))).toEqual({
        messages: [],
        total: 0,
      });
      expect(texts(await store.inbox({ state: 'held', limit: 10 }))).toEqual({
        messages: ['held'],
        total: 1,
      });
    });

    test("filters by offer, '' meaning messages about no offer, and by offer and state together", async () => {
      const store = await filled();
      expect(texts(await store.inbox({ offer: '', limit: 10 }))).toEqual({
        messages: ['fourth', 'first'],
        total: 2,
      });
      expect(texts(await store.inbox({ offer: 'brand-sprint', limit: 10 }))).toEqual({
        messages: ['held', 'third', 'second'],
        total: 3,
      });
      expect(texts(await store.inbox({ offer: 'brand-sprint', state: 'new', limit: 10 }))).toEqual({
        messages: ['third'],
        total: 1,
      });
      expect(texts(await store.inbox({ offer: 'no-such-offer', limit: 10 }))).toEqual({
        messages: [],
        total: 0,
      });
    });

    test('limit and offset page through the matches; total counts them all', async () => {
      const store = await filled();
      expect(texts(await store.inbox({ limit: 2 }))).toEqual({
        messages: ['held', 'fourth'],
        total: 5,
      });
      expect(texts(await store.inbox({ limit: 2, offset: 2 }))).toEqual({
        messages: ['third', 'second'],
        total: 5,
      });
      expect(texts(await store.inbox({ limit: 2, offset: 4 }))).toEqual({
        messages: ['first'],
        total: 5,
      });
      expect(texts(await store.inbox({ state: 'new', limit: 1, offset: 1 }))).toEqual({
        messages: ['first'],
        total: 2,
      });
    });

    test('setState answers true and the state shows; false for no such message', async () => {
      const store = await open();
      const id = await add(store, 'hello', '2026-11-01T10:00:00Z');
      expect((await store.message(id))?.state).toBe('new');
      expect(await store.setState(id, 'answered')).toBe(true);
      expect(await store.message(id)).toMatchObject({ id, message: 'hello', state: 'answered' });
      expect(await store.setState(id + 1000, 'spam')).toBe(false);
      expect(await store.message(id + 1000)).toBeNull();
    });

    test('remove deletes the message, and answers false the second time', async () => {
      const store = await open();
      const gone = await add(store, 'gone', '2026-11-01T10:00:00Z');
      await add(store, 'kept', '2026-11-02T10:00:00Z');
      expect(await store.remove(gone)).toBe(true);
      expect(await store.message(gone)).toBeNull();
      expect(await store.remove(gone)).toBe(false);
      expect(texts(await store.inbox({ limit: 10 }))).toEqual({ messages: ['kept'], total: 1 });
    });

    test('keeps the language of the page a message came from, and null when it names none', async () => {
      const store = await open();
      const french = await add(store, 'bonjour', '2026-11-01T10:00:00Z', { language: 'fr' });
      const unknown = await add(store, 'hello', '2026-11-02T10:00:00Z');
      expect((await store.message(french))?.language).toBe('fr');
      expect((await store.message(unknown))?.language).toBeNull();
    });

    test('perOffer counts the messages received in [from, to) per offer', async () => {
      const store = await open();
      const sent: [string, string | null][] = [
        ['2026-10-31T23:59:59.999Z', 'brand-sprint'],
        ['2026-11-01T00:00:00.000Z', 'brand-sprint'],
        ['2026-11-02T10:00:00.000Z', 'brand-sprint'],
        ['2026-11-03T10:00:00.000Z', 'brand-sprint'],
        ['2026-11-04T10:00:00.000Z', null],
        ['2026-11-05T10:00:00.000Z', null],
        ['2026-11-06T10:00:00.000Z', 'retainer'],
        ['2026-11-08T00:00:00.000Z', 'retainer'],
      ];
      for (const [iso, offer] of sent) await add(store, 'about it', iso, { offer });
      const range = {
        from: new Date('2026-11-01T00:00:00Z'),
        to: new Date('2026-11-08T00:00:00Z'),
      };
      expect(await store.perOffer(range)).toEqual([
        { offer: 'brand-sprint', messages: 3 },
        { offer: null, messages: 2 },
        { offer: 'retainer', messages: 1 },
      ]);
      expect(
        await store.perOffer({ from: new Date('2026-12-01'), to: new Date('2026-12-31') }),
      ).toEqual([]);
      // Spam, and messages held during a flood, are no enquiries.
      const spam = (await store.inbox({ offer: 'retainer', limit: 2 })).messages.find(
        (m) => m.receivedAt < '2026-11-08',
      )!;
      await store.setState(spam.id, 'spam');
      const held = (await store.inbox({ offer: null, limit: 10 })).messages.find((m) => !m.offer)!;
      await hold(held.id);
      expect(await store.perOffer(range)).toEqual([
        { offer: 'brand-sprint', messages: 3 },
        { offer: null, messages: 1 },
      ]);
    });

    test('perOffer breaks ties with no offer first, then offers in byte order', async () => {
      const store = await open();
      for (const offer of ['b-offer', 'B-offer', null, 'a-offer']) {
        await add(store, 'about it', '2026-11-02T10:00:00Z', { offer });
      }
      const range = { from: new Date('2026-11-01'), to: new Date('2026-11-03') };
      expect((await store.perOffer(range)).map(({ offer }) => offer)).toEqual([
        null,
        'B-offer',
        'a-offer',
        'b-offer',
      ]);
    });
  });
});
