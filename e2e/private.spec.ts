import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PREVIEW_AGENTS } from '../lib/http/test/preview-agents';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { OWNER_SCRIPTS } from '../lib/private/owner-scripts';
import { openData } from '../lib/store/open';
import type { PrivateLinkStore } from '../lib/store/private-links';
import type { NewPrivateLink } from '../lib/store/types';
import { baseURL, E2E_DATA_DIR } from '../playwright.config';
import { readPrivateProjects, readProjects } from './support';
import { releaseHolding, run } from './support/build';
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

/** Hosts the private projects' HTML loads from that no public page does (the set's private
 * project embeds its client's film). */
function privateOnlyHosts() {
  const hosts = (text: string) =>
    new Set([...text.matchAll(/\bsrc=\\?"(https:\/\/[^/"\\]+)/g)].map((match) => match[1]!));
  const shown = hosts(JSON.stringify(readProjects()));
  return [...hosts(JSON.stringify(hidden))].filter((host) => !shown.has(host));
}

test('the release holds neither its title nor its pictures, in any file', () => {
  // Every file of the server and its node_modules read once: a minute or more on a busy machine.
  test.setTimeout(240_000);
  const { texts, pictures } = secrets();
  // Also the pictures' paths (their file names as the content writes them) and the other sites
  // only a private project loads from: neither may reach the site's policy or code.
  const needles = [...texts, ...pictures.map((p) => p.src), ...privateOnlyHosts()].map((text) =>
    Buffer.from(text),
  );
  needles.push(...pictures.map((p) => p.bytes));
  const { carried, found, files } = releaseHolding(root, needles);
  expect(carried).toEqual([]);
  expect(found).toEqual([]);
  expect(files).toBeGreaterThan(100);
});

test.describe("a client's link", () => {
  // Links made as `npm run private-link -- create` makes them, in the running server's data.
  let links: PrivateLinkStore;
  test.beforeAll(() => {
    links = openData({ dataDir: E2E_DATA_DIR, busyTimeoutMs: 5000 }).privateLinks();
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
    await page.goto(`/private/${token}`);
    await page.getByRole('button', { name: 'View the case studies' }).click();
    await expect(page).toHaveURL('/shared');
    expect(page.url()).not.toContain(token);
    const opened = await page.reload();
    expect(opened!.headers()['cache-control']).toMatch(/private/);
    expect(opened!.headers()['cache-control']).toMatch(/no-store/);
    expect(opened!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened!.headers()['referrer-policy']).toBe('no-referrer');
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
      200,
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
    // Long enough for the page, the click and the shared page on a busy machine.
    const expiresAt = new Date(Date.now() + 10_000);
    const { token } = await create({ expiresAt });
    await page.goto(`/private/${token}`);
    await page.getByRole('button', { name: 'View the case studies' }).click();
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
    const click = await first.request.post(`/private/${once.token}`, {
      headers: { origin: baseURL },
      maxRedirects: 0,
    });
    expect(click.status()).toBe(303);
    await first.close();
    for (const token of [expired.token, once.token, 'A'.repeat(43), 'short']) {
      const answer = await request.get(`/private/${token}`);
      expect(answer.status(), token).toBe(404);
      expect(await answer.text()).toBe(await unknown.text());
    }
  });

  for (const width of [375, 768, 1280]) {
    test(`at ${width} px a shared page looks private: a padlock in a band that stays in view, clear of the page's text and cover, and an end addressed to the client`, async ({
      page,
    }) => {
      // Two pages, each measured and checked by axe whole, on a small shared machine.
      test.setTimeout(60_000);
      const project = hidden[0]!;
      const { token } = await create({ client: 'Kestrel Freight' });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/private/${token}`);
      await page.getByRole('button', { name: 'View the case studies' }).click();
      await expect(page).toHaveURL('/shared');
      for (const address of ['/shared', `/shared/${project.slug}`]) {
        if (address !== '/shared') await page.goto(address);
        const mark = page
          .getByRole('note')
          .filter({ hasText: 'Shared privately with Kestrel Freight' });
        await expect(mark, address).toBeVisible();
        // A drawn padlock, as tall as the text, not a small empty square.
        const lock = (await mark.locator('svg').boundingBox())!;
        expect(lock.height, address).toBeGreaterThanOrEqual(16);
        expect(await mark.locator('svg path').count(), address).toBeGreaterThan(0);
        // Right under the header, across the page, and the page's heading well clear of it.
        const header = (await page.getByRole('banner').boundingBox())!;
        const band = (await mark.boundingBox())!;
        expect(Math.abs(band.y - (header.y + header.height)), address).toBeLessThanOrEqual(1);
        expect(band.width, address).toBeGreaterThanOrEqual(width - 20);
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(heading.y - (band.y + band.height), address).toBeGreaterThanOrEqual(24);
        if (address !== '/shared') {
          // The cover stands clear of the title and summary above it.
          const cover = page.getByRole('img', {
            name: `${project.name}: the project's cover picture`,
          });
          const gap = await cover.evaluate((img) => {
            const top = img.getBoundingClientRect().top;
            const above = [...document.querySelectorAll('main h1, main p')]
              .map((node) => node.getBoundingClientRect().bottom)
              .filter((bottom) => bottom <= top);
            return top - Math.max(...above);
          });
          expect(gap, address).toBeGreaterThanOrEqual(24);
        }
        expect(await axeViolations(page), address).toEqual([]);
        // Still there, in the same place, at the end of the page.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(mark, address).toBeInViewport();
        expect((await mark.boundingBox())!.y, address).toBeCloseTo(band.y, 0);
        // The last block speaks to the client and leads to the contact form.
        const end = page.getByRole('region', { name: 'Thank you for reading, Kestrel Freight' });
        await expect(end, address).toBeInViewport();
        await expect(end.getByRole('link', { name: 'Write to me' }), address).toHaveAttribute(
          'href',
          '/#contact',
        );
      }
    });
  }

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
    await page.getByRole('button', { name: 'View the case studies' }).click();
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
    await page.getByRole('button', { name: 'View the case studies' }).click();
    await expect(page).toHaveURL('/shared');
    await page.getByRole('link', { name: 'Read the case study' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hidden[0]!.name);
    await context.close();
  });

  test('a preview is not a visit: GET, HEAD and link previews of a one-use link spend nothing, tell the owner nothing, and its click still opens it', async ({
    page,
    request,
  }) => {
    const project = hidden[0]!;
    const { id, token } = await create({ maxUses: 1, client: 'Preview Test AG' });
    const address = `/private/${token}`;
    const asked = await request.get(address);
    expect(asked.status()).toBe(200);
    expect(asked.headers()['cache-control']).toMatch(/no-store/);
    expect(asked.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(asked.headers()['referrer-policy']).toBe('no-referrer');
    expect((await request.head(address)).status()).toBe(200);
    for (const agent of PREVIEW_AGENTS) {
      const preview = await request.get(address, { headers: { 'user-agent': agent } });
      expect([agent, preview.status()]).toEqual([agent, 200]);
      expect(preview.headers()['set-cookie'], agent).toBeUndefined();
    }
    // A preview that posts is refused too.
    const posted = await request.post(address, {
      headers: { origin: baseURL, 'user-agent': PREVIEW_AGENTS[0]! },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    // The share tags stay generic: neither the project nor its picture.
    const html = await asked.text();
    expect(html).not.toContain(project.name);
    expect(html).not.toContain(project.cover!);
    expect(html).not.toMatch(/<meta property="og:image"/);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
    // Nothing counted: no use, no open, so no first-open e-mail.
    const before = (await links.list()).find((link) => link.id === id)!;
    expect([before.uses, before.opens]).toEqual([0, 0]);

    await page.goto(address);
    await page.getByRole('button', { name: 'View the case studies' }).click();
    await expect(page.getByText('Shared privately with Preview Test AG')).toBeVisible();
    const after = (await links.list()).find((link) => link.id === id)!;
    expect([after.uses, after.opens]).toEqual([1, 1]);
    expect((await request.get(address)).status()).toBe(404);
  });

  test("shared pages keep their headers and hold the owner's scripts whatever form their path takes; their policy alone allows the private project's embed", async ({
    page,
    request,
  }) => {
    const project = hidden[0]!;
    const { token } = await create();
    await page.goto(`/private/${token}`);
    await page.getByRole('button', { name: 'View the case studies' }).click();
    await expect(page).toHaveURL('/shared');
    const [cookie] = await page.context().cookies();
    const session = `${cookie!.name}=${cookie!.value}`;
    const forms = [
      `/shared/${project.slug}`,
      `/shared/./${project.slug}`,
      `//shared/${project.slug}`,
      `/shared/%2e/${project.slug}`,
      `/shared/%2E%2E/shared/${project.slug}`,
      `/shared%2F${project.slug}`,
      `/%73hared/${project.slug}`,
    ];
    let pages = 0;
    for (const target of forms) {
      const answer = await raw(baseURL, target, session);
      if (answer.status !== 200) {
        expect([308, 404], target).toContain(answer.status);
        continue;
      }
      pages++;
      expect([target, answer.headers['x-robots-tag']]).toEqual([target, 'noindex, nofollow']);
      expect([target, answer.headers['referrer-policy']]).toEqual([target, 'no-referrer']);
      // The owner's scripts are in the page as inert text, none of them live.
      const scripts = between(answer.body, OWNER_SCRIPTS.start, OWNER_SCRIPTS.end);
      expect([target, scripts.match(/<script\b/gi)?.length]).toEqual([
        target,
        scripts.match(/<script type="text\/plain" data-held=""/g)?.length,
      ]);
    }
    expect(pages).toBeGreaterThanOrEqual(3);

    // The site's policy names no host only the private project loads; its own page's does.
    const hosts = privateOnlyHosts();
    expect(hosts.length).toBeGreaterThan(0);
    const home = (await request.get('/')).headers()['content-security-policy']!;
    const shared = (await raw(baseURL, `/shared/${project.slug}`, session)).headers[
      'content-security-policy'
    ]!;
    for (const host of hosts) {
      expect(home).not.toContain(host);
      expect(shared).toMatch(new RegExp(`frame-src [^;]*${host.replace(/\./g, '\\.')}`));
    }
  });
});

const between = (text: string, start: string, end: string) =>
  text.slice(text.indexOf(start), text.indexOf(end, text.indexOf(start)) + end.length);

/** Unlike fetch, sends `target` exactly as written (as curl --path-as-is does), to Node itself. */
function raw(origin: string, target: string, cookie: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const sent = http.request(
        { host: hostname, port, path: target, headers: { cookie }, agent: false },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      sent.on('error', reject);
      sent.end();
    },
  );
}
