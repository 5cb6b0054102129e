/** @jest-environment node */
import fs from 'node:fs';
import { Store } from './store';
import { tempDataDir } from './testing';

const message = { name: 'Ann Lee', email: 'ann@example.com', subject: '', message: 'Hello!' };
const dirs: string[] = [];
const open = (dir = tempDataDir()) => {
  dirs.push(dir);
  return new Store(dir);
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

test('creates its file and schema on first use, and reopens without losing anything', () => {
  const store = open();
  store.addMessage(message, store.hashSender('192.0.2.1'));
  const hash = store.hashSender('192.0.2.1');
  store.close();
  const again = new Store(dirs[0]!);
  expect(again.listMessages()).toHaveLength(1);
  // The salt is kept, so a sender's hash stays the same across restarts.
  expect(again.hashSender('192.0.2.1')).toBe(hash);
  expect(again.hashSender('192.0.2.2')).not.toBe(hash);
  again.close();
});

test('each database has its own salt', () => {
  const a = open();
  const b = open();
  expect(a.hashSender('192.0.2.1')).not.toBe(b.hashSender('192.0.2.1'));
});

test('lists newest first and from a given time', () => {
  const store = open();
  const at = (iso: string) => ({ now: new Date(iso) });
  store.addMessage({ ...message, message: 'first' }, 'a', at('2026-11-01T10:00:00Z'));
  store.addMessage({ ...message, message: 'second' }, 'a', at('2026-11-05T10:00:00Z'));
  store.addMessage({ ...message, message: 'third' }, 'a', at('2026-11-09T10:00:00Z'));
  expect(store.listMessages().map((m) => m.message)).toEqual(['third', 'second', 'first']);
  expect(
    store.listMessages({ since: new Date('2026-11-05T00:00:00Z') }).map((m) => m.message),
  ).toEqual(['third', 'second']);
  expect(store.listMessages({ limit: 1 }).map((m) => m.message)).toEqual(['third']);
});

test('the per-sender limit and the site-wide backstop count only their windows', () => {
  const store = open();
  const perSender = { max: 2, windowMs: 60_000 };
  const site = { max: 3, windowMs: 3_600_000 };
  const t0 = new Date('2026-11-22T10:00:00Z').getTime();
  const add = (sender: string, offsetMs: number) =>
    store.addMessage(message, sender, { now: new Date(t0 + offsetMs), perSender, site }).stored;
  expect([add('a', 0), add('a', 1000), add('a', 2000)]).toEqual([true, true, false]);
  // A minute later the sender may write again...
  expect(add('a', 61_000)).toBe(true);
  // ...but the site has had 3 this hour, whoever sent them.
  expect(add('b', 62_000)).toBe(false);
  expect(add('c', 3_700_000)).toBe(true);
});

test('page views add up per label and per UTC day within the range', () => {
  const store = open();
  const view = (page: string, iso: string) => store.addPageView({ page, path: '/' }, new Date(iso));
  view('Home Page', '2026-11-20T23:59:00Z');
  view('Home Page', '2026-11-21T00:01:00Z');
  view('Category Page', '2026-11-21T08:00:00Z');
  view('Home Page', '2026-11-25T08:00:00Z');
  expect(
    store.pageViews({
      from: new Date('2026-11-20T00:00:00Z'),
      to: new Date('2026-11-22T00:00:00Z'),
    }),
  ).toEqual({
    byPage: [
      { page: 'Home Page', views: 2 },
      { page: 'Category Page', views: 1 },
    ],
    byDay: [
      { day: '2026-11-20', views: 1 },
      { day: '2026-11-21', views: 2 },
    ],
    total: 3,
  });
});

test('a claimed delivery is leased: not handed out again until the lease ends', () => {
  const store = open();
  const now = new Date('2026-11-22T10:00:00Z');
  store.addMessage(message, 'a', { now });
  const lease = new Date(now.getTime() + 300_000);
  expect(store.claimDeliveries(now, lease)).toHaveLength(1);
  expect(store.claimDeliveries(now, lease)).toHaveLength(0);
  expect(store.claimDeliveries(new Date(lease.getTime() + 1), lease)).toHaveLength(1);
});

test('a read-only store refuses writes and does not create a database', () => {
  const dir = tempDataDir();
  dirs.push(dir);
  expect(() => new Store(dir, { readonly: true })).toThrow();
  new Store(dir).close();
  const reader = new Store(dir, { readonly: true });
  expect(reader.listMessages()).toEqual([]);
  expect(() => reader.addPageView({ page: 'x', path: '/' })).toThrow(/readonly/);
});

test('creates its folder and database readable by the server user alone, whatever the umask', () => {
  const previous = process.umask(0o022);
  try {
    const dir = `${tempDataDir()}/nested/data`;
    const store = open(dir);
    store.addMessage(message, store.hashSender('192.0.2.1'));
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
