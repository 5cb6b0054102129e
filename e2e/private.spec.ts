import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SqlitePrivateLinkStore } from '../lib/store/sqlite/private-links';
import type { NewPrivateLink } from '../lib/store/types';
import { baseURL, E2E_DATA_DIR } from '../playwright.config';
import { readPrivateProjects, readProjects } from './support';
import { run } from './support/build';
import { selectedSite, siteRoot } from './support/sites';

// A project marked "private": true is in no public output. The photographer's set holds one, whose
// title and picture appear nowhere else; on the other sets these tests have nothing to look for.
const hidden = readPrivateProjects();
const root = siteRoot(selectedSite().name);
test.skip(hidden.length === 0, 'this content set has no private project');

const MAX_PAGES = 600;

/** What must not leak: each private project's title, and a run of bytes from each of its pictures. */
function secrets() {
  // Its title and the plain texts a leak would carry: the summary, the client.
  const texts = hidden.flatMap((project) =>
    [project.name, project.summary, project.client].filter(
      (text): text is string => typeof text === 'string' && text.length > 8,
    ),
  );
  const pictures = hidden.flatMap((project) =>
    [project.cover, ...(project.images ?? []).map((image) => image.image)]
      .filter((src): src is string => typeof src === 'string')
      .map((src) => {
        const bytes = fs.readFileSync(path.join(root, 'private', src));
        // From the middle: a picture's first bytes are its format's header, which others share.
        const at = Math.floor(bytes.length / 2);
        return { src, bytes: bytes.subarray(at, at + 64) };
      }),
  );
  return { texts, pictures };
}

/** Every address a visitor or a crawler can reach from the home page, the sitemap and the feeds,
 * each language's, with what it answered. */
async function crawl(request: APIRequestContext) {
  const queue = [
    '/',
    '/sitemap.xml',
    '/robots.txt',
    '/feed.xml',
    '/resume.json',
    '/manifest.webmanifest',
    '/search-index.json',
  ];
  const seen = new Set<string>();
  const answers: { address: string; status: number; body: Buffer }[] = [];
  while (queue.length && answers.length < MAX_PAGES) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    const response = await request.get(address);
    const body = await response.body();
    answers.push({ address, status: response.status(), body });
    const type = response.headers()['content-type'] ?? '';
    if (!/html|xml|json|text/.test(type)) continue;
    // A page as the in-site router fetches it too: its payload, not its HTML.
    if (type.includes('html')) {
      const payload = await request.get(address, { headers: { RSC: '1' } });
      answers.push({
        address: `${address} (router)`,
        status: payload.status(),
        body: await payload.body(),
      });
    }
    const text = body.toString();
    // Links, pictures, sitemap and feed entries, and share images (absolute, in <meta content>).
    const urls = /(?:\b(?:href|src)="|<loc>|"url":\s*"|\bcontent="(?=https?:|\/))([^"'<>\s]+)/g;
    for (const [, found] of text.matchAll(urls)) {
      let url: URL;
      try {
        url = new URL(found!.replace(/&amp;/g, '&'), 'http://site.test/');
      } catch {
        continue;
      }
      const local = url.host === 'site.test' || url.host === new URL(response.url()).host;
      if (local && !url.pathname.startsWith('/_next/static/'))
        queue.push(url.pathname + url.search);
    }
  }
  return answers;
}

test('no public address answers with a private project, its title or its pictures', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const { texts, pictures } = secrets();
  const answers = await crawl(request);
  // The crawl reached the whole site: every public project's page and share image, the search
  // index, and pages as the router fetches them.
  const reached = new Set(answers.map(({ address }) => address));
  for (const project of readProjects()) {
    expect(reached, project.slug).toContain(`/portfolio/${project.slug}`);
    const share = `/portfolio/${project.slug}/share.png?`;
    expect(
      [...reached].some((address) => address.startsWith(share)),
      share,
    ).toBe(true);
  }
  expect(reached).toContain('/search-index.json');
  expect(reached).toContain('/ (router)');
  for (const { address, body } of answers) {
    for (const text of texts) expect(body.includes(text), `${address} names "${text}"`).toBe(false);
    for (const { src, bytes } of pictures) {
      expect(body.includes(bytes), `${address} holds ${src}`).toBe(false);
    }
  }
  for (const project of hidden) {
    expect(answers.some(({ address }) => address.includes(project.slug))).toBe(false);
  }
});

test("a private project's address answers exactly as an unknown project's", async ({ request }) => {
  const unknown = await request.get('/portfolio/no-such-project-here');
  expect(unknown.status()).toBe(404);
  for (const project of hidden) {
    const answer = await request.get(`/portfolio/${project.slug}`);
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toBe(await unknown.text());
    for (const suffix of ['/share.png', '?print=1']) {
      expect((await request.get(`/portfolio/${project.slug}${suffix}`)).status()).toBe(404);
    }
  }
});

test('its pictures are reachable neither as files nor through the image optimizer', async ({
  request,
}) => {
  for (const { src } of secrets().pictures) {
    expect((await request.get(src)).status()).toBe(404);
    const optimized = await request.get(`/_next/image?url=${encodeURIComponent(src)}&w=640&q=75`);
    expect(optimized.status()).toBeGreaterThanOrEqual(400);
    expect(optimized.headers()['content-type'] ?? '').not.toMatch(/^image\//);
  }
});

test('the release holds neither its title nor its pictures, in any file', () => {
  test.setTimeout(120_000);
  const { texts, pictures } = secrets();
  const needles = [...texts.map((text) => Buffer.from(text)), ...pictures.map((p) => p.bytes)];
  const release = path.join(root, '.next', 'standalone');
  let files = 0;
  for (const entry of fs.readdirSync(release, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(release, entry);
    if (!fs.statSync(file).isFile()) continue;
    files++;
    const bytes = fs.readFileSync(file);
    for (const needle of needles) expect(bytes.includes(needle), `${entry}`).toBe(false);
  }
  expect(files).toBeGreaterThan(100);
});

test.describe("a client's link", () => {
  // Links made as `npm run private-link -- create` makes them, in the running server's data.
  let links: SqlitePrivateLinkStore;
  test.beforeAll(() => {
    links = new SqlitePrivateLinkStore(E2E_DATA_DIR, { busyTimeoutMs: 5000 });
  });
  test.afterAll(() => links.close());

  const create = (options: Partial<NewPrivateLink> = {}) =>
    links.createLink({
      projects: [hidden[0]!.slug],
      client: 'Acme GmbH',
      expiresAt: null,
      maxUses: null,
      ...options,
    });

  test('opens the private projects, without the token in the address, and nothing else', async ({
    page,
    browser,
    request,
  }) => {
    const project = hidden[0]!;
    const { id, token } = await create();
    // The owner's scripts (analytics, chat) read no shared page.
    const ownerFiles: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/scripts/')) ownerFiles.push(r.url());
    });
    const ownerScriptsRan = () =>
      page.evaluate(() => (window as unknown as { ownerScripts?: string[] }).ownerScripts);
    const opened = await page.goto(`/private/${token}`);
    expect(new URL(page.url()).pathname).toBe('/shared');
    expect(page.url()).not.toContain(token);
    expect(opened!.headers()['cache-control']).toMatch(/private/);
    expect(opened!.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByText('Shared privately with Acme GmbH')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.getByRole('link', { name: 'Read the case study' }).click();
    await expect(page).toHaveURL(`/shared/${project.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
    await page.reload();
    expect(await ownerScriptsRan()).toBeUndefined();
    expect(ownerFiles).toEqual([]);
    const cover = page.getByRole('img', { name: `${project.name}: the project's cover picture` });
    await expect(cover).toBeVisible();
    // Loaded, not broken: made from private/ by its own route, for this browser.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
      .toBeGreaterThan(0);
    const src = await cover.getAttribute('src');

    // Another browser, without the link: the pages are unknown addresses, to the byte, also as
    // the in-site router asks for them; the picture is not found either.
    const stranger = await browser.newContext();
    const unknown = await stranger.request.get('/no-such-page-here');
    const unknownAsRouter = await stranger.request.get('/no-such-page-here', {
      headers: { RSC: '1' },
    });
    for (const address of ['/shared', `/shared/${project.slug}`]) {
      const answer = await stranger.request.get(address);
      expect(answer.status(), address).toBe(404);
      expect(await answer.text(), address).toBe(await unknown.text());
      expect(answer.headers()['cache-control'], address).toBe(unknown.headers()['cache-control']);
      const asRouter = await stranger.request.get(address, { headers: { RSC: '1' } });
      expect(asRouter.status(), address).toBe(unknownAsRouter.status());
    }
    expect((await stranger.request.get(src!)).status()).toBe(404);
    // A HEAD, as a link checker sends, opens nothing and uses nothing up.
    expect((await stranger.request.head(`/private/${token}`, { maxRedirects: 0 })).status()).toBe(
      404,
    );
    await stranger.close();
    // A project the link does not show is unknown to it too.
    expect((await page.request.get('/shared/tobacco-warehouse-lofts')).status()).toBe(404);

    const [summary] = (await links.list()).filter((link) => link.id === id);
    expect(summary).toMatchObject({ uses: 1, lastPage: `/shared/${project.slug}` });
    expect(summary!.opens).toBeGreaterThanOrEqual(2);

    // Revoked: ended at once, for the browser already in.
    await links.revoke(id);
    expect((await page.reload())!.status()).toBe(404);
    expect((await page.request.get(src!)).status()).toBe(404);
    expect((await request.get(`/private/${token}`)).status()).toBe(404);
  });

  test('a link that expires while its client browses ends their session at its expiry', async ({
    page,
  }) => {
    const project = hidden[0]!;
    const expiresAt = new Date(Date.now() + 4000);
    const { token } = await create({ expiresAt });
    await page.goto(`/private/${token}`);
    await page.getByRole('link', { name: 'Read the case study' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
    const [cookie] = await page.context().cookies();
    // The browser forgets the cookie at the link's expiry too; the server refuses it regardless.
    expect(cookie!.expires).toBeLessThanOrEqual(Math.ceil(expiresAt.getTime() / 1000) + 1);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 500));
    const session = `${cookie!.name}=${cookie!.value}`;
    for (const address of ['/shared', `/shared/${project.slug}`]) {
      const answer = await page.request.get(address, { headers: { cookie: session } });
      expect(answer.status(), address).toBe(404);
    }
  });

  test('an unknown, expired or used-up token answers as an unknown address does', async ({
    browser,
    request,
  }) => {
    const unknown = await request.get('/no-such-page-here');
    const expired = await create({
      now: new Date(Date.now() - 3_600_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const once = await create({ maxUses: 1 });
    const first = await browser.newContext();
    expect((await first.request.get(`/private/${once.token}`)).status()).toBe(200);
    await first.close();
    for (const token of [expired.token, once.token, 'A'.repeat(43), 'short']) {
      const answer = await request.get(`/private/${token}`);
      expect(answer.status(), token).toBe(404);
      expect(await answer.text()).toBe(await unknown.text());
    }
  });

  test("the owner's command makes a link, lists its opens and revokes it", async ({ page }) => {
    test.setTimeout(90_000);
    const project = hidden[0]!;
    const command = (...args: string[]) => {
      const result = run(
        path.resolve('node_modules/.bin/tsx'),
        ['scripts/private-link.ts', ...args],
        { DATA_DIR: path.resolve(E2E_DATA_DIR), SITE_URL: baseURL },
        root,
      );
      expect(result.status, result.output).toBe(0);
      return result.stdout;
    };
    const made = command(
      'create',
      '--projects',
      project.slug,
      '--for',
      'Nordlicht AG',
      '--uses',
      '2',
    );
    const [address, summary] = made.trim().split('\n');
    expect(address).toMatch(new RegExp(`^${baseURL}/private/[A-Za-z0-9_-]{43}$`));
    const id = /^#(\d+) for Nordlicht AG/.exec(summary!)?.[1];
    expect(id, made).toBeDefined();

    await page.goto(address!);
    await expect(page.getByText('Shared privately with Nordlicht AG')).toBeVisible();
    const listed = command('list');
    expect(listed).toMatch(
      new RegExp(
        `#${id}  Nordlicht AG\n  Projects: ${project.slug}\n.*uses 1/2\n  Status: works\n  Opens: 1, the last .* on /shared`,
      ),
    );
    expect(command('revoke', id!)).toContain(`#${id} for Nordlicht AG is revoked`);
    expect((await page.reload())!.status()).toBe(404);
  });

  test('works without JavaScript', async ({ browser }) => {
    const { token } = await create();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/private/${token}`);
    await page.getByRole('link', { name: 'Read the case study' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hidden[0]!.name);
    await context.close();
  });
});
