/** @jest-environment node */
import fs from 'node:fs';
import { handlePageViewPost } from '@/lib/page-views/handler';
import { DiskSpace } from '@/lib/http/disk';
import { parseTrustProxy } from '@/lib/http/sender';
import { jsonRequest } from '@/lib/http/test/requests';
import { openData } from '@/lib/store/open';
import { connectionOf, tempDataDir } from '@/lib/store/test/fixture';
import { WindowCounter } from '@/lib/store/window-counter';
import * as route from './route';

// The handlers read their settings on first use, so setting them after the imports is in time.
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'https://ines-moreau.example';
process.env.EVENTS_RATE_LIMIT = '20/1m';

const URL_ = 'https://ines-moreau.example/api/events';
const send = async (body: unknown, from = '203.0.113.9') => {
  const response = await route.POST(jsonRequest(URL_, body, { from }));
  return { status: response.status, text: await response.text() };
};
const pageViewTotals = async () => {
  const store = openData({ dataDir: dataDir }).pageViews({ readonly: true });
  try {
    return await store.totals({ from: new Date(0), to: new Date(Date.now() + 60_000) });
  } finally {
    store.close();
  }
};

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('a page view of this site is stored as label and path, and answers 204 with no body', async () => {
  const answer = await send({
    fullUrl: 'https://ines-moreau.example/category/branding?page=2#top',
    page: 'Category Page',
  });
  expect(answer).toEqual({ status: 204, text: '' });
  expect((await pageViewTotals()).byPage).toEqual([{ page: 'Category Page', views: 1 }]);
  const file = openData({ dataDir: dataDir }).pageViews({ readonly: true });
  const row = connectionOf(file).prepare('SELECT * FROM page_views').get();
  file.close();
  expect(Object.keys(row as object).sort()).toEqual([
    'id',
    'page',
    'path',
    'referrer',
    'viewed_at',
  ]);
  expect(row).toMatchObject({ page: 'Category Page', path: '/category/branding', referrer: null });
});

const localView = (headers: Record<string, string>, from?: string) =>
  route.POST(
    jsonRequest(
      'http://localhost:3000/api/events',
      { fullUrl: 'http://localhost:3000/', page: 'Home Page' },
      { headers, from },
    ),
  );

test('the host the request reached also counts as this site (e.g. before SITE_URL is set)', async () => {
  expect((await localView({ host: 'localhost:3000' })).status).toBe(204);
});

test('X-Forwarded-Host counts only from a trusted proxy, so a spoofed one cannot pass the check', async () => {
  // Reached directly (TRUST_PROXY unset): the header is the client's word, and not believed.
  expect(
    (await localView({ host: 'portfolio.example', 'x-forwarded-host': 'localhost:3000' })).status,
  ).toBe(422);
});

test.each([
  [
    { fullUrl: 'https://elsewhere.example/', page: 'Home Page' },
    'fullUrl',
    'fullUrl must be an http(s) address of this site.',
  ],
  [
    { fullUrl: 'javascript:alert(1)', page: 'Home Page' },
    'fullUrl',
    'fullUrl must be an http(s) address of this site.',
  ],
  [
    { fullUrl: 'not a url', page: 'Home Page' },
    'fullUrl',
    'fullUrl must be an http(s) address of this site.',
  ],
  [
    { fullUrl: 42, page: 'Home Page' },
    'fullUrl',
    'fullUrl must be the address of the page, as text.',
  ],
  [{ fullUrl: 'https://ines-moreau.example/', page: '  ' }, 'page', 'page must not be empty.'],
  [
    { fullUrl: 'https://ines-moreau.example/' },
    'page',
    'page must be the label of the page, as text.',
  ],
])('%j answers 422 naming %s', async (body, field, message) => {
  const answer = await send(body);
  expect(answer.status).toBe(422);
  expect(JSON.parse(answer.text)).toEqual({ errors: true, data: { [field]: [message] } });
});

test("a label no page of the site sends is refused, and takes nothing from the sender's budget", async () => {
  const spam = { fullUrl: 'https://ines-moreau.example/', page: 'spam label' };
  const before = (await pageViewTotals()).total;
  const statuses = [];
  for (let i = 0; i < 25; i += 1) statuses.push((await send(spam, '192.0.2.77')).status);
  expect(new Set(statuses)).toEqual(new Set([422]));
  expect(JSON.parse((await send(spam)).text)).toEqual({
    errors: true,
    data: { page: ["page must be the label this site's page at fullUrl reports its views under."] },
  });
  expect((await pageViewTotals()).total).toBe(before);
});

test('a page view is taken only under the label the page at its address sends, in its language', async () => {
  const site = 'https://ines-moreau.example';
  const sent = [
    ['/', 'Home Page'],
    ['/fr', 'Home Page'],
    ['/category/all', 'Category Page'],
    ['/fr/category/branding', 'Category Page'],
    ['/portfolio/kestrel-analytics', 'Kestrel Analytics Page'],
    ['/fr/hire', 'Hire Page'],
    ['/cv', 'CV Page'],
    ['/search', 'Search Page'],
    ['/notes', 'Notes Page'],
    [
      '/notes/light-dark-design-tokens',
      'Light and dark themes from one set of tokens, with Sass and CSS custom properties Note Page',
    ],
    [
      '/fr/notes/light-dark-design-tokens',
      'Thèmes clair et sombre à partir d’un seul jeu de tokens, avec Sass et les propriétés personnalisées CSS Note Page',
    ],
    ['/notes/tags/css', 'Notes Tagged css Page'],
    ['/wp-admin/setup.php', 'Not Found Page'],
  ];
  for (const [path, page] of sent) {
    const { status } = await send({ fullUrl: `${site}${path}`, page }, '192.0.2.78');
    expect([path, page, status]).toEqual([path, page, 204]);
  }
  const never = [
    ['/wp-admin/setup.php', 'Home Page'],
    ['/category/no-such-category', 'Category Page'],
    ['/portfolio/kestrel-analytics', 'Mareo Bike Share Page'],
    ['/portfolio/no-such-project', 'Kestrel Analytics Page'],
    [
      '/fr/notes/light-dark-design-tokens',
      `${'Light and dark themes from one set of tokens, with Sass and CSS custom properties'} Note Page`,
    ],
    ['/%E0%A4%A/x', 'Home Page'],
    ['/notes/tags/css/more', 'Notes Tagged css Page'],
  ];
  for (const [path, page] of never) {
    const { status } = await send({ fullUrl: `${site}${path}`, page }, '192.0.2.79');
    expect([path, page, status]).toEqual([path, page, 422]);
  }
});

test('a page of another site cannot report views: 403, nothing kept', async () => {
  const body = { fullUrl: 'https://ines-moreau.example/', page: 'Home Page' };
  const before = (await pageViewTotals()).total;
  const from = async (headers: Record<string, string>) =>
    (await route.POST(jsonRequest(URL_, body, { headers }))).status;
  expect(await from({ origin: 'https://evil.example' })).toBe(403);
  expect(await from({ origin: 'null' })).toBe(403);
  expect(await from({ 'sec-fetch-site': 'cross-site' })).toBe(403);
  expect((await pageViewTotals()).total).toBe(before);
  expect(await from({ origin: 'https://ines-moreau.example' })).toBe(204);
  expect(await from({ 'sec-fetch-site': 'same-origin' })).toBe(204);
});

test('malformed and oversized bodies answer 400 and 413', async () => {
  expect((await send('{oops')).status).toBe(400);
  expect(
    (await send({ fullUrl: 'https://ines-moreau.example/', page: 'x'.repeat(5000) })).status,
  ).toBe(413);
});

test('GET answers 405', async () => {
  expect(route.GET().status).toBe(405);
});

test('one address is limited; others are not', async () => {
  const body = { fullUrl: 'https://ines-moreau.example/', page: 'Home Page' };
  const statuses = [];
  for (let i = 0; i < 22; i += 1) statuses.push((await send(body, '192.0.2.50')).status);
  expect(statuses.filter((s) => s === 204)).toHaveLength(20);
  expect(statuses.at(-1)).toBe(429);
  expect((await send(body, '192.0.2.51')).status).toBe(204);
});

test("a flood from one network is cut at its share (EVENTS_BLOCK_RATE_LIMIT); another network's page view is counted", async () => {
  const body = { fullUrl: 'https://ines-moreau.example/category/all', page: 'Category Page' };
  const statuses = new Map<number, number>();
  for (let i = 0; i < 330; i += 1) {
    const { status } = await send(body, `100.64.7.${(i % 30) + 1}`);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  expect(Object.fromEntries(statuses)).toEqual({ 204: 300, 429: 30 });
  const home = { fullUrl: 'https://ines-moreau.example/', page: 'Home Page' };
  const before =
    (await pageViewTotals()).byPage.find((row) => row.page === 'Home Page')?.views ?? 0;
  expect((await send(home, '198.18.0.1')).status).toBe(204);
  expect((await pageViewTotals()).byPage).toContainEqual({ page: 'Home Page', views: before + 1 });
});

describe('bounds that hold whoever sends', () => {
  const dir = tempDataDir();
  const store = openData({ dataDir: dir }).pageViews();
  afterAll(() => {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const pageView = { fullUrl: 'https://ines-moreau.example/', page: 'Home Page' };
  const post = (deps: Partial<Parameters<typeof handlePageViewPost>[1]>, from: string) =>
    handlePageViewPost(jsonRequest(URL_, pageView, { from }), {
      pageViews: store,
      perSender: new WindowCounter({ max: 100, windowMs: 60_000 }),
      siteOrigin: 'https://ines-moreau.example',
      trusted: parseTrustProxy('off'),
      isPageView: () => true,
      ...deps,
    });

  test('a label longer than 200 characters (a long project name) is kept, cut at 200', async () => {
    const name = 'Ω'.repeat(250);
    const long = { fullUrl: 'https://ines-moreau.example/', page: `${name} Page` };
    const answer = await handlePageViewPost(jsonRequest(URL_, long), {
      pageViews: store,
      perSender: new WindowCounter({ max: 100, windowMs: 60_000 }),
      siteOrigin: 'https://ines-moreau.example',
      trusted: parseTrustProxy('off'),
      isPageView: (label) => label === long.page,
    });
    expect(answer.status).toBe(204);
    expect(
      (await store.totals({ from: new Date(0), to: new Date(Date.now() + 1000) })).byPage,
    ).toContainEqual({ page: 'Ω'.repeat(200), views: 1 });
  });

  test("a flood from 30 networks takes each network's share and no more: a real visitor's page view is still counted", async () => {
    const perNetwork = new WindowCounter({ max: 100, windowMs: 3_600_000 });
    const before = await store.count();
    const flood = [];
    for (let i = 0; i < 4500; i += 1) {
      flood.push((await post({ perNetwork }, `10.${i % 30}.0.${(i % 200) + 1}`)).status);
    }
    expect(flood.filter((status) => status === 204)).toHaveLength(30 * 100);
    expect(flood.filter((status) => status === 429)).toHaveLength(1500);
    expect((await post({ perNetwork }, '192.0.2.200')).status).toBe(204);
    expect((await post({ perNetwork }, '2001:db8:9::1')).status).toBe(204);
    expect(await store.count()).toBe(before + 3002);
  });

  test('with the disk nearly full page views are not written, leaving the room to messages', async () => {
    const before = await store.count();
    const disk = new DiskSpace(dir, 256 * 1024 ** 2, () => 10 * 1024 ** 2);
    const answer = await post({ disk }, '198.51.100.99');
    expect(answer.status).toBe(503);
    expect(await store.count()).toBe(before);
    const roomy = new DiskSpace(dir, 256 * 1024 ** 2, () => 10 * 1024 ** 3);
    expect((await post({ disk: roomy }, '198.51.100.99')).status).toBe(204);
  });
});

describe('the site a visitor came from', () => {
  const home = { fullUrl: 'https://ines-moreau.example/', page: 'Home Page' };
  // The newest page view's row, read straight from the file.
  const lastRow = () => {
    const file = openData({ dataDir: dataDir }).pageViews({ readonly: true });
    try {
      return connectionOf(file)
        .prepare('SELECT page, path, referrer FROM page_views ORDER BY id DESC LIMIT 1')
        .get();
    } finally {
      file.close();
    }
  };

  test("another site's origin is kept as the view's referrer", async () => {
    const answer = await send({ ...home, referrer: 'https://news.example' }, '198.51.100.1');
    expect(answer).toEqual({ status: 204, text: '' });
    expect(lastRow()).toEqual({ page: 'Home Page', path: '/', referrer: 'https://news.example' });
  });

  test.each([
    ["this site's own origin", 'https://ines-moreau.example'],
    ['a full address with a path', 'https://news.example/story/42?utm=x'],
    ['a number', 42],
    ['an object', { origin: 'https://news.example' }],
  ])('%s is kept as no referrer, and the view is still counted', async (_, referrer) => {
    const before = (await pageViewTotals()).total;
    const answer = await send({ ...home, referrer }, '198.51.100.2');
    expect(answer).toEqual({ status: 204, text: '' });
    expect(lastRow()).toEqual({ page: 'Home Page', path: '/', referrer: null });
    expect((await pageViewTotals()).total).toBe(before + 1);
  });
});
