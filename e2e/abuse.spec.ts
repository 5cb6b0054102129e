import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { privateBuild, run, startServer } from './support/build';
import { OWN_SERVER_MS } from './support/server';
import { footprint, readProjects } from './support';
import {
  findNginx,
  HOSTILE_PATHS,
  get,
  post,
  ipv6Sources,
  recordingProxy,
  shippedLimit,
  startNginx,
  type RunningNginx,
} from './support/nginx';

// Each test runs its own server, port and data folder, with the default limits unless it sets them.

test.describe.configure({ mode: 'serial' });

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-abuse-'));
const servers: ChildProcess[] = [];
const serve = async (port: number, env: Record<string, string>, distDir = '.next') => {
  const server = await startServer(distDir, port, env);
  servers.push(server);
  return `http://127.0.0.1:${port}`;
};
test.afterAll(() => servers.forEach((server) => server.kill('SIGTERM')));

async function flood(count: number, parallel: number, send: (i: number) => Promise<number>) {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const status = await send(next++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('1,000 random share-image ids: all 404, nothing written to the build or the data folder', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const dataDir = tempDir();
  // A build of its own, so that only this server's writes are counted.
  const distDir = privateBuild();
  const base = await serve(3110, { DATA_DIR: dataDir }, distDir);
  const build = path.join(distDir, 'standalone', '.next');
  // Next caches each route's first render (the 404 among them) once per route: warm it up first.
  expect((await request.get(`${base}/portfolio/${randomUUID()}/share.png`)).status()).toBe(404);
  const before = { build: footprint(build), data: footprint(dataDir) };
  const shapes = [
    (id: string) => `/category/${id}/share.png`,
    (id: string) => `/portfolio/${id}/share.png`,
    (id: string) => `/fr/category/${id}/share.png`,
    (id: string) => `/fr/portfolio/${id}/share.png`,
    (id: string) => `/share.png/${id}`,
    (id: string) => `/${id}/share.png`,
  ];
  const started = Date.now();
  const statuses = await flood(1000, 10, async (i) => {
    const id = `${randomUUID()}${i % 3 ? '' : '%E2%80%AE%00'}`;
    return (await fetch(`${base}${shapes[i % shapes.length]!(id)}`)).status;
  });
  const seconds = (Date.now() - started) / 1000;
  const after = { build: footprint(build), data: footprint(dataDir) };
  console.log(
    `share ids: 1,000 requests in ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}, ` +
      `build folder ${after.build.files - before.build.files} files / ${after.build.bytes - before.build.bytes} bytes more, ` +
      `data folder ${after.data.bytes - before.data.bytes} bytes more`,
  );
  expect(statuses).toEqual({ 404: 1000 });
  expect(after).toEqual(before);
  expect(seconds / 1000).toBeLessThan(0.1);
});

test('1,000 hostile page views from one client: the database grows by a bounded amount', async ({
  request,
}) => {
  // Several times slower beside the other tests than alone.
  test.setTimeout(240_000);
  const dataDir = tempDir();
  const base = await serve(3111, { DATA_DIR: dataDir, SITE_URL: 'http://127.0.0.1:3111' });
  // The first view creates the files; growth is counted from there.
  expect(
    (
      await request.post(`${base}/api/events`, {
        data: { fullUrl: `${base}/`, page: 'Home Page' },
      })
    ).status(),
  ).toBe(204);
  const before = footprint(dataDir).bytes;
  // The largest body EVENTS_MAX_BYTES allows (percent-encoding triples the path) under the one
  // label any path may carry, and a forged X-Forwarded-For each time, which a server reached
  // directly must not believe. Made-up labels are refused before any of this (route.test.ts).
  const path_ = `/${'€'.repeat(1100)}`;
  const started = Date.now();
  // Past the first 120 every view is refused before anything is written, so 1,000 show that bound
  // as well as any larger number would.
  const statuses = await flood(
    1000,
    10,
    async (i) =>
      (
        await fetch(`${base}/api/events`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `192.0.2.${i % 250}`,
            'x-real-ip': `192.0.2.${i % 250}`,
          },
          body: JSON.stringify({
            fullUrl: `${base}${path_}?${i}`,
            page: 'Not Found Page',
          }),
        })
      ).status,
  );
  const seconds = (Date.now() - started) / 1000;
  const withLog = footprint(dataDir).bytes - before;
  // The server empties the write-ahead log in time; measure what stays after that.
  const db = new Database(path.join(dataDir, 'page-views.db'));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const grown = footprint(dataDir).bytes - before;
  const stored = statuses[204] ?? 0;
  console.log(
    `page views: 1,000 requests in ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}, ` +
      `data folder +${kb(grown)} (${stored} rows kept; ` +
      `+${kb(withLog)} before the log was emptied)`,
  );
  // 120 a minute per address; two windows if the run straddles a minute.
  expect(stored).toBeGreaterThan(0);
  expect(stored).toBeLessThanOrEqual(240);
  expect(statuses[429]).toBe(1000 - stored);
  expect(grown).toBeLessThan(512 * 1024);
  expect(withLog).toBeLessThan(2 * 1024 ** 2);
});

test('forged forwarding headers: the contact limit still counts the connection, and the peer header cannot be forged', async ({
  request,
}) => {
  const base = await serve(3112, { DATA_DIR: tempDir() });
  const statuses = [];
  for (let i = 1; i <= 7; i += 1) {
    const response = await request.post(`${base}/api/contact-post`, {
      headers: {
        'x-forwarded-for': `192.0.2.${i}`,
        'x-real-ip': `192.0.2.${i}`,
        'x-forwarded-host': 'evil.example',
        'x-portfolio-peer': `198.51.100.${i}`,
      },
      data: { name: 'Spoofer', email: 's@example.com', message: `Attempt ${i}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
});

test('a flood over the site-wide contact limit: a fresh sender still gets the thank-you, and the owner sees it held', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const dataDir = tempDir();
  // As behind nginx: the proxy's X-Forwarded-For names each sender.
  const base = await serve(3113, {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    CONTACT_SITE_RATE_LIMIT: '10/1h',
  });
  const send = (sender: string, message: string) =>
    request.post(`${base}/api/contact-post`, {
      headers: { 'x-forwarded-for': sender },
      data: { name: 'Visitor', email: 'visitor@example.com', message },
    });
  const statuses = await flood(72, 6, async (i) =>
    (await send(`203.0.113.${i % 12}`, `Flood ${i}`)).status(),
  );
  expect(statuses).toEqual({ 200: 60, 429: 12 });

  const fresh = await send('198.51.100.77', 'I would like a quote for a new website.');
  expect(fresh.status()).toBe(200);
  expect((await fresh.json()).errors).toBe(false);

  const inbox = run('node_modules/.bin/tsx', ['scripts/inbox.ts', '--limit', '1'], {
    DATA_DIR: dataDir,
  });
  expect(inbox.status, inbox.output).toBe(0);
  expect(inbox.stdout).toContain('I would like a quote for a new website.');
  expect(inbox.stdout).toContain('Status: held');
  const all = run('node_modules/.bin/tsx', ['scripts/inbox.ts', '--json'], {
    DATA_DIR: dataDir,
  });
  const messages = JSON.parse(all.stdout) as { held: boolean }[];
  console.log(
    `contact flood: ${messages.length} stored, ${messages.filter((m) => m.held).length} held (not e-mailed), 12 refused to their own senders`,
  );
  expect(messages).toHaveLength(61);
  expect(messages.filter((m) => m.held)).toHaveLength(51);
});

test("a page of another site posts the contact form and page views in its visitors' names: refused, nothing stored", async ({
  page,
}) => {
  const dataDir = tempDir();
  const base = await serve(3120, { DATA_DIR: dataDir });
  const message = {
    name: 'Lured Visitor',
    email: 'lured@example.com',
    message: 'Chosen elsewhere',
  };
  // The site's own form, copied with the action's hidden fields as any page of it carries them.
  const home = await (await fetch(`${base}/fr`)).text();
  const form = home.slice(home.indexOf('<form'), home.indexOf('</form>'));
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)]
    .map(([, name, value = '']) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  expect(hidden).toContain('$ACTION_');
  // Silent no-cors fetches, as a hostile page runs for each visitor, then a form it submits.
  const hostile = http.createServer((_, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Free fonts</title>
      <form method="post" action="${base}/fr" enctype="multipart/form-data">
        ${hidden}
        ${Object.entries(message)
          .map(([name, value]) => `<input name="${name}" value="${value}">`)
          .join('')}
        <button>Download</button>
      </form>
      <script>
        const form = new URLSearchParams(${JSON.stringify(message)});
        const copied = new FormData(document.querySelector('form'));
        window.sent = Promise.all([
          fetch('${base}/api/contact-post', { method: 'POST', mode: 'no-cors', body: form }),
          fetch('${base}/fr', { method: 'POST', mode: 'no-cors', body: copied }),
          fetch('${base}/api/events', {
            method: 'POST', mode: 'no-cors',
            body: JSON.stringify({ fullUrl: '${base}/', page: 'Home Page' }),
          }),
        ]).then(() => 'sent');
      </script>`);
  });
  await new Promise<void>((resolve) => hostile.listen(3121, '127.0.0.1', resolve));
  try {
    await page.goto('http://127.0.0.1:3121/');
    expect(await page.evaluate(() => (window as unknown as { sent: Promise<string> }).sent)).toBe(
      'sent',
    );
    const answer = page.waitForResponse(`${base}/fr`);
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(`${base}/fr/contact/refused`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Votre message n’est pas encore parti',
    );
    await expect(page.getByText('Ce formulaire ne prend que les messages envoyés')).toBeVisible();
    await expect(page.getByText('Chosen elsewhere')).toHaveCount(0);

    const inbox = run('node_modules/.bin/tsx', ['scripts/inbox.ts', '--json'], {
      DATA_DIR: dataDir,
    });
    expect(inbox.status, inbox.output).toBe(0);
    expect(JSON.parse(inbox.stdout)).toEqual([]);
    const stats = run('node_modules/.bin/tsx', ['scripts/stats.ts', '--json'], {
      DATA_DIR: dataDir,
    });
    expect(stats.status, stats.output).toBe(0);
    expect(JSON.parse(stats.stdout)).toMatchObject({ total: 0 });
  } finally {
    hostile.close();
  }
});

// The shipped nginx.conf, with a recording proxy behind it to show what reached Node.
// CI installs nginx (.ci/run); elsewhere these tests are skipped without it.
test.describe('behind nginx', { tag: '@nginx' }, () => {
  const nginx = findNginx();
  test.skip(!nginx && !process.env.CI, 'nginx is not installed (apt-get install nginx)');
  let proxy: RunningNginx | undefined;
  let node: Awaited<ReturnType<typeof recordingProxy>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(OWN_SERVER_MS);
    if (!nginx) throw new Error('nginx is not installed: .ci/run installs it beside chromium');
    await serve(3114, { DATA_DIR: tempDir() });
    node = await recordingProxy(3115, 3114);
    proxy = await startNginx(nginx, 3116, 3115);
  });
  test.afterAll(async () => {
    await proxy?.stop();
    await node?.stop();
  });

  async function madeUpPages(origin: string, from: (i: number) => string) {
    const started = Date.now();
    const statuses = await flood(300, 10, (i) => get(origin, `/fr/nope-${randomUUID()}`, from(i)));
    return { statuses, seconds: (Date.now() - started) / 1000 };
  }

  function expectHeldBack({ statuses, seconds }: Awaited<ReturnType<typeof madeUpPages>>) {
    const { rate, burst } = shippedLimit('portfolio_pages');
    expect(Object.keys(statuses).sort()).toEqual(['404', '429']);
    expect(statuses[404]).toBeLessThanOrEqual(burst + 1 + Math.ceil(rate * seconds));
  }

  test('an encoded slash, backslash or dot, or a dot-segment in the path: 400 from nginx, and Node never sees it; a query may hold them', async () => {
    const direct = `http://127.0.0.1:3114`;
    // Node alone takes it for an unknown French page.
    expect(await get(direct, '/fr/x/..%2F..%2F_next/static/1')).toBe(404);
    const sent = node!.seen.length;
    const flooded = await flood(300, 10, (i) =>
      get(proxy!.origin, `/fr/x/..%2F..%2F_next/static/${i}`),
    );
    const targets = HOSTILE_PATHS;
    const answers = await Promise.all(
      targets.map(async (target) => [target, await get(proxy!.origin, target)]),
    );
    console.log(`encoded paths through nginx: answers ${JSON.stringify(flooded)}`);
    expect(flooded).toEqual({ 400: 300 });
    expect(answers).toEqual(targets.map((target) => [target, 400]));
    expect(node!.seen.slice(sent)).toEqual([]);

    // Only the path is checked: the image optimizer's own address and a page's query pass on.
    const image = readProjects().find((project) => project.images?.length)!.images![0]!.image;
    const passing = [
      `/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`,
      '/fr?from=%2Fportfolio%2F..%2F%2E%2E%5C',
    ];
    for (const target of passing) {
      expect([target, await get(proxy!.origin, target)]).toEqual([target, 200]);
    }
    expect(node!.seen.slice(sent)).toEqual(passing);
  });

  test('300 made-up pages from one address: nginx refuses what is over the limit', async () => {
    const result = await madeUpPages(proxy!.origin, () => '127.0.0.2');
    console.log(
      `one address through nginx: answers ${JSON.stringify(result.statuses)} in ${result.seconds.toFixed(1)} s`,
    );
    expectHeldBack(result);
  });

  test("a private link's token, and the owner's sign-in link, reach the site but neither of nginx's logs, also when nginx refuses them", async () => {
    const token = (i: number) => `${randomUUID().replaceAll('-', '')}${i}`.padEnd(43, 'x');
    const tokens = Array.from({ length: 250 }, (_, i) => token(i));
    const sent = node!.seen.length;
    const statuses = await flood(250, 10, (i) =>
      get(proxy!.origin, `${i % 2 ? '/fr' : ''}/private/${tokens[i]}`, '127.0.0.6'),
    );
    const reached = node!.seen.slice(sent);
    console.log(
      `private links from one address through nginx: answers ${JSON.stringify(statuses)}`,
    );
    // Unknown tokens: 404 until the site's own guess limit, then 429, from the site or from nginx.
    expect(Object.keys(statuses).sort()).toEqual(['404', '429']);
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.every((address) => /^(\/fr)?\/private\/\w{43}$/.test(address))).toBe(true);
    // nginx refused some itself (they never reached the site), and logged a page refused too.
    expect(reached.length).toBeLessThan(250);
    // Over plain HTTP, the redirecting server sends it on without a line either.
    const plain = `http://127.0.0.1:${proxy!.port + 1}`;
    expect(await get(plain, `/private/${tokens[0]}`, '127.0.0.6')).toBe(301);
    expect(await get(plain, '/fr/nope-plain', '127.0.0.6')).toBe(301);
    const signIns = tokens.slice(0, 3).map((t) => `/admin/sign-in/${t}`);
    for (const address of signIns) await get(proxy!.origin, address, '127.0.0.8');
    expect(node!.seen.slice(-signIns.length)).toEqual(signIns);
    expect(await get(plain, signIns[0]!, '127.0.0.8')).toBe(301);
    await madeUpPages(proxy!.origin, () => '127.0.0.7');
    const { access, error } = proxy!.logs();
    expect(access).toMatch(/"GET \/fr\/nope-[\w-]+ HTTP\/1\.1" 404/);
    expect(access).toMatch(/"GET \/fr\/nope-plain HTTP\/1\.1" 301/);
    expect(error).toMatch(/limiting requests.*request: "GET \/fr\/nope-/);
    for (const log of [access, error]) {
      expect(log).not.toContain('/private/');
      expect(log).not.toContain('/admin/sign-in/');
      expect(tokens.filter((t) => log.includes(t.slice(0, 32)))).toEqual([]);
    }
  });

  test("100 searches from one address, in two languages: nginx holds them to the search page's lower rate", async () => {
    const started = Date.now();
    const statuses = await flood(100, 10, (i) =>
      get(proxy!.origin, `${i % 2 ? '/fr' : ''}/search?q=design+${i}`, '127.0.0.3'),
    );
    const seconds = (Date.now() - started) / 1000;
    const search = shippedLimit('portfolio_search');
    const pages = shippedLimit('portfolio_pages');
    console.log(
      `searches from one address: ${JSON.stringify(statuses)} in ${seconds.toFixed(1)} s`,
    );
    expect(search.rate).toBeLessThan(pages.rate);
    expect(Object.keys(statuses).sort()).toEqual(['200', '429']);
    expect(statuses[200]).toBeLessThanOrEqual(search.burst + 1 + Math.ceil(search.rate * seconds));
    // Another visitor searches as before.
    expect(await get(proxy!.origin, '/search?q=design', '127.0.0.4')).toBe(200);
  });

  test('100 posts to a page from one address: nginx holds them to the form’s rate, and reading goes on', async () => {
    const started = Date.now();
    const statuses = await flood(100, 10, () => post(proxy!.origin, '/fr', '127.0.0.5'));
    const seconds = (Date.now() - started) / 1000;
    const posts = shippedLimit('portfolio_posts');
    console.log(
      `posts to /fr from one address: ${JSON.stringify(statuses)} in ${seconds.toFixed(1)} s`,
    );
    expect(statuses[429]).toBeGreaterThan(0);
    expect(100 - statuses[429]!).toBeLessThanOrEqual(
      posts.burst + 1 + Math.ceil(posts.rate * seconds),
    );
    expect(await get(proxy!.origin, '/fr', '127.0.0.5')).toBe(200);
  });

  test('300 made-up pages from 199 addresses of one IPv6 /64: counted as one sender', async () => {
    let sources: ReturnType<typeof ipv6Sources>;
    try {
      sources = ipv6Sources(199);
    } catch (error) {
      // Adding addresses to lo takes root (CAP_NET_ADMIN), as in CI.
      if (process.env.CI) throw error;
      test.skip(true, `no IPv6 addresses to send from: ${(error as Error).message}`);
      return;
    }
    const { port } = proxy!;
    const sent = node!.senders.length;
    try {
      const result = await madeUpPages(`http://[::1]:${port}`, (i) => sources.addresses[i % 199]!);
      const senders = new Set(node!.senders.slice(sent));
      console.log(
        `199 addresses of ${sources.block} through nginx: answers ${JSON.stringify(result.statuses)} in ${result.seconds.toFixed(1)} s, ` +
          `${senders.size} different senders reached Node`,
      );
      expectHeldBack(result);
      expect([...senders].every((sender) => sources.addresses.includes(sender))).toBe(true);
      expect(senders.size).toBeGreaterThan(shippedLimit('portfolio_pages').burst / 2);
    } finally {
      sources.remove();
    }
  });
});
