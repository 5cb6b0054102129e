/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { openData, type Data } from './open';
import { PAGE_VIEWS_FILE, type PageViewStore } from './page-views';
import { connectionOf, tempDataDir } from './test/fixture';
import { BACKENDS, postgresDatabases, query } from './test/postgres';

const dirs: string[] = [];
const open = (options?: Parameters<Data['pageViews']>[0]) => {
  const dir = tempDataDir();
  dirs.push(dir);
  return openData({ dataDir: dir }).pageViews(options);
};
const lastFile = () => path.join(dirs.at(-1)!, PAGE_VIEWS_FILE);
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A store, and the paths it holds as its rows keep them. */
type Opened = { store: PageViewStore; paths: () => Promise<string[]> };
const postgres = postgresDatabases();
const OPEN: Record<(typeof BACKENDS)[number], () => Promise<Opened>> = {
  sqlite: async () => {
    const store = open();
    const paths = async () =>
      connectionOf(store)
        .prepare('SELECT path FROM page_views ORDER BY id')
        .pluck()
        .all() as string[];
    return { store, paths };
  },
  postgres: async () => {
    const data = await postgres.data();
    const paths = async () =>
      (
        await query<{ path: string }>(data.postgres!, 'SELECT path FROM page_views ORDER BY id')
      ).map((row) => row.path);
    return { store: data.pageViews(), paths };
  },
};

describe.each(BACKENDS)('%s', (backend) => {
  const openStore = async () => (await OPEN[backend]()).store;

  test('page views add up per label and per UTC day within the range', async () => {
    const store = await openStore();
    const view = (page: string, iso: string) => store.add({ page, path: '/' }, new Date(iso));
    await view('Home Page', '2026-11-20T23:59:00Z');
    await view('Home Page', '2026-11-21T00:01:00Z');
    await view('Category Page', '2026-11-21T08:00:00Z');
    await view('Home Page', '2026-11-25T08:00:00Z');
    expect(
      await store.totals({
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
      byReferrer: [],
      fromOtherSites: 0,
      total: 3,
    });
  });

  test('pages viewed as often are listed by their labels’ characters, capitals first', async () => {
    const store = await openStore();
    for (const page of ['Éclair Page', 'alpha Page', 'Zeta Page', 'Zeta Page']) {
      await store.add({ page, path: '/' }, new Date('2026-11-20T10:00:00Z'));
    }
    const { byPage } = await store.totals({
      from: new Date('2026-11-20T00:00:00Z'),
      to: new Date('2026-11-21T00:00:00Z'),
    });
    expect(byPage.map(({ page }) => page)).toEqual(['Zeta Page', 'alpha Page', 'Éclair Page']);
  });

  test('a row keeps at most 256 characters of path and 200 of label', async () => {
    const { store, paths } = await OPEN[backend]();
    const at = new Date('2026-11-20T10:00:00Z');
    await store.add({ page: 'ℵ'.repeat(250), path: `/${'%E2%82%AC'.repeat(1300)}` }, at);
    expect((await paths()).map((path) => path.length)).toEqual([256]);
    const { byPage } = await store.totals({ from: at, to: new Date(at.getTime() + 1) });
    expect(byPage).toEqual([{ page: 'ℵ'.repeat(200), views: 1 }]);
  });

  test('pruning deletes the views before a time, and keeps the rest', async () => {
    const store = await openStore();
    const now = new Date('2026-11-22T10:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    for (const days of [400, 366, 364, 1]) {
      await store.add({ page: 'Home Page', path: '/' }, daysAgo(days));
    }
    await expect(store.prune(daysAgo(365))).resolves.toBe(2);
    expect(await store.count()).toBe(2);
  });

  test('views from other sites add up per referrer within the range; the others are not listed', async () => {
    const store = await openStore();
    const view = (iso: string, referrer?: string | null) =>
      store.add({ page: 'Home Page', path: '/', referrer }, new Date(iso));
    await view('2026-11-19T23:59:59Z', 'https://news.example');
    await view('2026-11-20T00:00:00Z', 'https://news.example');
    await view('2026-11-20T09:00:00Z', 'https://news.example');
    await view('2026-11-21T12:00:00Z', 'https://news.example');
    await view('2026-11-21T13:00:00Z', 'https://blog.example');
    await view('2026-11-21T14:00:00Z');
    await view('2026-11-21T15:00:00Z', null);
    await view('2026-11-22T00:00:00Z', 'https://blog.example');
    const totals = await store.totals({
      from: new Date('2026-11-20T00:00:00Z'),
      to: new Date('2026-11-22T00:00:00Z'),
    });
    expect(totals.byReferrer).toEqual([
      { referrer: 'https://news.example', views: 3 },
      { referrer: 'https://blog.example', views: 1 },
    ]);
    expect(totals.total).toBe(6);
    expect(totals.fromOtherSites).toBe(4);
    // The most seen only, with `top`; the totals still count every view.
    const top = await store.totals(
      { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-22T00:00:00Z') },
      { top: 1 },
    );
    expect(top.byReferrer).toEqual([{ referrer: 'https://news.example', views: 3 }]);
    expect([top.byPage.length, top.fromOtherSites, top.total]).toEqual([1, 4, 6]);
    const all = await store.totals(
      { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-22T00:00:00Z') },
      { top: -1 },
    );
    expect(all).toEqual(totals);
  });
});

test('the page-view file is readable by the server alone', async () => {
  const previous = process.umask(0o022);
  try {
    const store = open();
    await store.add({ page: 'Home Page', path: '/' });
    expect((fs.statSync(lastFile()).mode & 0o777).toString(8)).toBe('600');
    store.close();
  } finally {
    process.umask(previous);
  }
});

test('the page-view file never grows past its size; the newest views are kept', async () => {
  const maxBytes = 512 * 1024;
  const views = open({ maxBytes });
  const t0 = Date.parse('2026-11-01T00:00:00Z');
  const path = `/portfolio/${'x'.repeat(240)}`;
  let kept = 0;
  for (let i = 0; i < 5_000; i++) {
    if (await views.add({ page: 'ℵ'.repeat(200), path }, new Date(t0 + i * 1000))) kept += 1;
  }
  connectionOf(views).pragma('wal_checkpoint(TRUNCATE)');
  expect(kept).toBe(5_000);
  expect(fs.statSync(lastFile()).size).toBeLessThanOrEqual(maxBytes);
  const newest = connectionOf(views)
    .prepare('SELECT MAX(viewed_at) AS at, COUNT(*) AS n FROM page_views')
    .get() as { at: string; n: number };
  expect(newest.at).toBe(new Date(t0 + 4_999_000).toISOString());
  expect(newest.n).toBeGreaterThan(100);
  expect(newest.n).toBeLessThan(5_000);
  views.close();
});
