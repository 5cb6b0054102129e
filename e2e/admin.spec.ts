import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { baseURL, E2E_DATA_DIR } from '../playwright.config';
import { PAGE_LABELS } from '../lib/constants';
import { openData } from '../lib/store/open';
import { readPrivateProjects, readProjects, sample } from './support';
import { adminLink as adminLinkOf, signInAsOwner } from './support/owner';

// The dashboard's state (sessions, passkeys, attempts) is the site's own: one test at a time.
// Each test signs in through the owner's command, a tsx start that takes seconds, more on a busy
// machine, beside two browsers.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** WebAuthn takes a host name, not an IP address: the same server, reached as localhost. */
const site = baseURL.replace('127.0.0.1', 'localhost');
const database = () => {
  const db = new Database(path.join(E2E_DATA_DIR, 'portfolio.db'), { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  return db;
};

const owner = { DATA_DIR: path.resolve(E2E_DATA_DIR), SITE_URL: site };
const adminLink = () => adminLinkOf(owner);
const signIn = (page: Page) => signInAsOwner(page, owner);

async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: site, ...options });
  return context.newPage();
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'portfolio_admin');

test.afterAll(() => {
  // Refused attempts of these tests must not hold back another run's sign-in.
  if (!fs.existsSync(path.join(E2E_DATA_DIR, 'portfolio.db'))) return;
  const db = database();
  const table = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'admin_attempts'`).get();
  if (table) db.prepare('DELETE FROM admin_attempts').run();
  db.close();
});

test('a one-time link signs the owner in once, with a cookie for /admin only', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const link = adminLink();
  // Opening it (a mail client's preview) spends nothing: only the button does.
  for (let i = 0; i < 2; i++) {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Sign in with this link' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  // The tests' server runs without SMTP_URL: the owner is told (e2e/server.spec.ts: every page).
  await expect(page.getByRole('main').getByRole('note')).toHaveText(
    /^Mail is not set up: messages are stored here but not e-mailed to you\. Set SMTP_URL .*npm run mail-test\.$/,
  );
  expect(await sessionCookie(page)).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/admin',
  });
  // Used once: a second browser is refused with it.
  const other = await newPage(browser);
  await other.goto(link);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other).toHaveURL(/\/admin\/sign-in\?refused=link$/);
  await expect(other.getByRole('main').getByRole('alert')).toContainText('npm run admin-link');
  expect(await sessionCookie(other)).toBeUndefined();
  await page.context().close();
  await other.context().close();
});

test('a message sent through the contact form is in the inbox, and is filed, answered and deleted', async ({
  browser,
}) => {
  const subject = `Shop redesign ${Date.now()}`;
  const visitor = await newPage(browser);
  await visitor.goto('/#contact');
  const form = visitor.locator('#contact form');
  await form.getByLabel('Name').fill('Mara Quint');
  await form.getByLabel('Email').fill('mara@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Hello Ines,\nCould you quote a redesign?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await visitor.context().close();

  const page = await newPage(browser);
  await signIn(page);
  await page.goto('/admin');
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText('Mara Quint');
  await expect(row).toContainText('New');
  await expect(row).toContainText('English');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const answer = await page.getByRole('link', { name: 'Answer by e-mail' }).getAttribute('href');
  const mailto = new URL(answer!);
  expect(mailto.pathname).toBe('mara@example.com');
  expect(mailto.searchParams.get('subject')).toBe(`Re: ${subject}`);
  expect(mailto.searchParams.get('body')).toContain(
    'Mara Quint wrote:\n> Hello Ines,\n> Could you quote a redesign?',
  );

  await page.getByRole('button', { name: 'Answered' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Marked as Answered.');
  await page.goto('/admin?state=answered');
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText('Answered');
  await page.goto('/admin?state=new');
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);

  await page.goto('/admin?state=answered');
  await page.getByRole('listitem').filter({ hasText: subject }).getByRole('link').click();
  await page.getByRole('link', { name: 'Delete' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Delete this message for good? This cannot be undone.',
  );
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The message was deleted.');
  const db = database();
  expect(db.prepare('SELECT COUNT(*) AS n FROM messages WHERE subject = ?').get(subject)).toEqual({
    n: 0,
  });
  db.close();
  await page.context().close();
});

test('a passkey is added, then signs the owner in (a virtual authenticator)', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await signIn(page);
  await page.goto('/admin/security');
  const before = await page.locator('#passkeys ~ ul li').count();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Passkey added.');
  await expect(page.locator('#passkeys ~ ul li')).toHaveCount(before + 1);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${site}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.goto('/admin/security');
  const attempts = page.getByRole('table');
  await expect(attempts.getByRole('row').nth(1)).toContainText('Passkey');
  await expect(attempts.getByRole('row').nth(1)).toContainText('Signed in');
  await expect(page.locator('#passkeys ~ ul li').last()).toContainText('Last used');
  await page.context().close();
});

async function ownerRequest(browser: Browser): Promise<{
  page: Page;
  request: APIRequestContext;
  messageId: number;
}> {
  const page = await newPage(browser);
  await signIn(page);
  const db = database();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO messages (received_at, name, email, subject, message, sender_hash, state)
       VALUES (?, 'Lee Park', 'lee@example.com', 'Held back', 'Hi', 'x', 'new')`,
    )
    .run(new Date().toISOString());
  db.close();
  return { page, request: page.context().request, messageId: Number(lastInsertRowid) };
}

test("another site's post is refused, and so is a post without a session", async ({ browser }) => {
  const { page, request, messageId } = await ownerRequest(browser);
  const update = `${site}/admin/messages/${messageId}/update`;
  const crossSite = await request.post(update, {
    headers: { Origin: 'https://attacker.example' },
    form: { do: 'spam' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  const signOut = await request.post(`${site}/admin/sign-out`, {
    headers: { Origin: 'https://attacker.example' },
    form: { everywhere: '1' },
    maxRedirects: 0,
  });
  expect(signOut.status()).toBe(403);
  // A passkey is asked for at the site's own address only, not at another name of the host.
  const elsewhere = await request.post(`${baseURL}/admin/passkeys`, {
    headers: { Origin: baseURL },
    data: { purpose: 'sign-in', step: 'options' },
  });
  expect(elsewhere.status()).toBe(403);
  const stranger = await page.context().browser()!.newContext();
  const anonymous = await stranger.request.post(update, {
    headers: { Origin: site },
    form: { do: 'spam' },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(401);
  const own = await request.post(update, {
    headers: { Origin: site },
    form: { do: 'spam' },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  const db = database();
  expect(db.prepare('SELECT state FROM messages WHERE id = ?').get(messageId)).toEqual({
    state: 'spam',
  });
  db.prepare('DELETE FROM messages WHERE id = ?').run(messageId);
  db.close();
  await stranger.close();
  await page.context().close();
});

test('a message held during a flood is listed as held, and released or deleted', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page);
  const db = database();
  const hold = db.prepare(
    `INSERT INTO messages (received_at, name, email, subject, message, sender_hash, held)
     VALUES (?, 'Flo Dunn', 'flo@example.com', ?, 'Hi', 'y', 1)`,
  );
  const released = Number(hold.run(new Date().toISOString(), 'Held one').lastInsertRowid);
  const deleted = Number(hold.run(new Date().toISOString(), 'Held two').lastInsertRowid);
  await page.goto('/admin?state=held');
  await expect(page.locator('main ol > li')).toHaveCount(2);
  await page.getByRole('link', { name: /Held one/ }).click();
  await expect(page.getByText('kept without being e-mailed')).toBeVisible();
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'The message was released: it will be e-mailed to you.',
  );
  await expect(page.getByRole('button', { name: 'Release' })).toHaveCount(0);
  await page.goto(`/admin/messages/${deleted}`);
  await page.getByRole('link', { name: 'Delete' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Delete this message for good? This cannot be undone.',
  );
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The message was deleted.');
  expect(
    db.prepare('SELECT id, held FROM messages WHERE id IN (?, ?)').all(released, deleted),
  ).toEqual([{ id: released, held: 0 }]);
  db.prepare('DELETE FROM messages WHERE id = ?').run(released);
  db.close();
  await page.context().close();
});

test('a session unused past its idle time, or past its whole life, is refused', async ({
  browser,
}) => {
  const { page, request, messageId } = await ownerRequest(browser);
  const db = database();
  const hour = 3_600_000;
  // Idle for thirteen hours: the page sends the owner to sign in, a post gets 401.
  db.prepare('UPDATE admin_sessions SET last_seen_at = ?').run(
    new Date(Date.now() - 13 * hour).toISOString(),
  );
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const post = await request.post(`${site}/admin/messages/${messageId}/update`, {
    headers: { Origin: site },
    form: { do: 'read' },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(401);
  // Used a minute ago but begun eight days ago: ended too.
  await signIn(page);
  db.prepare('UPDATE admin_sessions SET created_at = ?, last_seen_at = ?').run(
    new Date(Date.now() - 8 * 24 * hour).toISOString(),
    new Date(Date.now() - 60_000).toISOString(),
  );
  await page.goto('/admin/visitors');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  db.prepare('DELETE FROM messages WHERE id = ?').run(messageId);
  db.close();
  await page.context().close();
});

test('the visitors page: a chart across its width, today first, nothing cut off, pages and sections named plainly', async ({
  browser,
}) => {
  // Five weeks of views, some days without any, as a site gets them.
  const DAY = 86_400_000;
  const project = readProjects()[0]!.name;
  const views = openData({ dataDir: E2E_DATA_DIR, busyTimeoutMs: 5000 }).pageViews();
  for (let back = 34; back >= 1; back--) {
    const count = back % 6 === 0 ? 0 : 1 + ((back * 7) % 11);
    for (let i = 0; i < count; i++) {
      const page = i % 3 ? PAGE_LABELS.home : PAGE_LABELS.project(project);
      await views.add({ page, path: '/' }, new Date(Date.now() - back * DAY));
    }
  }
  views.close();

  const owner = await newPage(browser);
  await signIn(owner);
  await owner.goto('/admin/visitors?days=30');
  const nav = owner.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText([
    'Inbox',
    'Visitors',
    'Content',
    'Testimonials',
    'Publish',
    'Passkeys & security',
  ]);
  await expect(nav.getByRole('button')).toHaveText(['Sign out']);

  const section = owner.locator('section[aria-labelledby="per-day"]');
  const table = owner.getByRole('table', { name: 'Page views per day' });
  const today = new Date().toISOString().slice(0, 10);
  await expect(table.locator('tbody tr').first().locator('time')).toHaveAttribute(
    'datetime',
    today,
  );
  const dates = await table
    .locator('tbody time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect(dates).toEqual([...dates].sort().reverse());
  // Plain words, never the label the tracking call stores ("… Page").
  const pages = await owner
    .locator('section[aria-labelledby="per-page"] tbody th')
    .allTextContents();
  expect(pages).toEqual(expect.arrayContaining(['Home', project]));
  expect(pages.filter((name) => / Page$/.test(name))).toEqual([]);

  for (const width of [1280, 375]) {
    await owner.setViewportSize({ width, height: 900 });
    const chart = section.locator('figure');
    await expect(chart).toBeVisible();
    const box = await section.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const plot = (await chart.locator('[aria-hidden="true"]').boundingBox())!;
    expect(plot.width, `the chart at ${width}`).toBeGreaterThanOrEqual(0.9 * box);
    // The bars run from the chart's start to its end: the first day at one edge, today at the other.
    const bars = chart.locator('svg');
    const area = (await bars.boundingBox())!;
    const rects = bars.locator('rect');
    await expect(rects).toHaveCount(30);
    const first = (await rects.first().boundingBox())!;
    const last = (await rects.last().boundingBox())!;
    const slot = area.width / 30;
    expect(first.x - area.x).toBeLessThan(slot);
    expect(area.x + area.width - (last.x + last.width)).toBeLessThan(slot);
    expect(area.width, `the bars at ${width}`).toBeGreaterThanOrEqual(0.8 * box);

    // Round figures up the side, from zero in equal steps.
    const [yAxis, xAxis] = [chart.locator('ol').first(), chart.locator('ol').last()];
    const ticks = (await yAxis.locator('li').allTextContents()).map(Number);
    expect(ticks[0]).toBe(0);
    const step = ticks[1]! - ticks[0]!;
    expect(String(step)).toMatch(/^[125]0*$/);
    expect(ticks).toEqual(ticks.map((_, index) => index * step));
    // The dates shown sit inside the chart, apart from one another, today's last.
    const labels = await xAxis.locator('li').evaluateAll((items) =>
      items
        .filter((item) => getComputedStyle(item).display !== 'none')
        .map((item) => {
          const { left, right } = item.getBoundingClientRect();
          return { left, right, text: item.textContent };
        }),
    );
    expect(labels.length, `dates at ${width}`).toBeGreaterThanOrEqual(3);
    expect(labels.at(-1)!.text).toBe(
      new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(),
      ),
    );
    for (const [index, label] of labels.entries()) {
      expect(label.left).toBeGreaterThanOrEqual(plot.x - 0.5);
      expect(label.right).toBeLessThanOrEqual(plot.x + plot.width + 0.5);
      if (index)
        expect(label.left, `${label.text} at ${width}`).toBeGreaterThan(
          labels[index - 1]!.right + 4,
        );
    }

    // No box of its own that scrolls or cuts its content; the page itself is as wide as the window.
    const cut = await owner.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          if (style.clip === 'rect(0px, 0px, 0px, 0px)') return false;
          const clips = (overflow: string) => overflow !== 'visible';
          return (
            (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
            (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
          );
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(cut, `at ${width}`).toEqual([]);
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    // The captions are for screen readers: named in the accessibility tree, no room on screen.
    for (const caption of [table.locator('caption'), chart.locator('figcaption')]) {
      const shown = (await caption.boundingBox())!;
      expect(shown.width * shown.height).toBeLessThanOrEqual(1);
    }
  }
  await expect(owner.getByRole('figure', { name: /same figures as the table/ })).toHaveCount(1);
  expect(await axeProblems(owner, '/admin/visitors')).toEqual([]);
  await owner.context().close();
});

test('the visitor figures are the stored rows, per day, per page, per site, per offer and per link', async ({
  browser,
  request,
}) => {
  for (const [page, pathname, referrer] of [
    ['Home Page', '/', 'https://news.example'],
    ['Home Page', '/', 'https://news.example'],
    ['Hire Page', '/hire', 'https://social.example'],
  ] as const) {
    const answer = await request.post('/api/events', {
      headers: { Origin: baseURL },
      data: { fullUrl: `${baseURL}${pathname}`, page, referrer },
    });
    expect(answer.status()).toBe(204);
  }
  const links = openData({ dataDir: E2E_DATA_DIR, busyTimeoutMs: 5000 }).privateLinks();
  const hidden = readPrivateProjects()[0];
  if (hidden) {
    const { id } = await links.createLink({
      projects: [hidden.slug],
      client: 'Figures GmbH',
      expiresAt: null,
      maxUses: null,
    });
    for (let i = 0; i < 3; i++) await links.recordOpen(id, hidden.name);
  }
  links.close();

  const owner = await newPage(browser);
  await signIn(owner);
  const DAY = 86_400_000;
  const days = Array.from({ length: 7 }, (_, i) =>
    new Date(Date.now() - (6 - i) * DAY).toISOString().slice(0, 10),
  );
  const since = days[0]!;
  const offerNames = new Map(
    sample<{ id: string; name: string }[]>('offers.json').map((offer) => [offer.id, offer.name]),
  );
  const shown = (n: number) => n.toLocaleString('en');
  // The labels the tracking call stores, as the owner reads them (the sample has no project
  // whose name ends in " Note").
  const fixedNames: Record<string, string> = {
    [PAGE_LABELS.home]: 'Home',
    [PAGE_LABELS.category]: 'Category pages',
    [PAGE_LABELS.notFound]: 'Page not found',
    [PAGE_LABELS.hire]: 'Ways to work together',
    [PAGE_LABELS.cv]: 'CV',
    [PAGE_LABELS.search]: 'Search',
    [PAGE_LABELS.notes]: 'Notes',
  };
  const plainName = (label: string) =>
    fixedNames[label] ??
    label
      .replace(/^Notes Tagged (.+) Page$/, 'Notes tagged “$1”')
      .replace(/^(.+) Note Page$/, 'Note: $1')
      .replace(/ Page$/, '');
  const stored = () => {
    const views = new Database(path.join(E2E_DATA_DIR, 'page-views.db'), { readonly: true });
    const messages = database();
    const rows = <T>(db: Database.Database, sql: string) => db.prepare(sql).all(since) as T[];
    const perDay = new Map(
      rows<{ day: string; n: number }>(
        views,
        `SELECT substr(viewed_at, 1, 10) AS day, COUNT(*) AS n FROM page_views
         WHERE viewed_at >= ? GROUP BY day`,
      ).map((row) => [row.day, row.n]),
    );
    const figures = {
      // Today first, then the days with views, newest first.
      perDay: [...days]
        .reverse()
        .filter((day, index) => index === 0 || perDay.has(day))
        .map((day) => shown(perDay.get(day) ?? 0)),
      perPage: rows<{ page: string; n: number }>(
        views,
        `SELECT page, COUNT(*) AS n FROM page_views WHERE viewed_at >= ? GROUP BY page
         ORDER BY n DESC, page`,
      ).map((row) => [plainName(row.page), shown(row.n)]),
      perSite: rows<{ referrer: string; n: number }>(
        views,
        `SELECT referrer, COUNT(*) AS n FROM page_views WHERE viewed_at >= ?
         AND referrer IS NOT NULL GROUP BY referrer ORDER BY n DESC, referrer`,
      ).map((row) => [row.referrer, shown(row.n)]),
      perOffer: rows<{ offer: string | null; n: number }>(
        messages,
        `SELECT offer, COUNT(*) AS n FROM messages WHERE received_at >= ? AND held = 0
         AND state <> 'spam' GROUP BY offer ORDER BY n DESC, offer`,
      ).map((row) => [row.offer === null ? 'No offer' : offerNames.get(row.offer), shown(row.n)]),
      perLink: rows<{ client: string; n: number }>(
        messages,
        `SELECT l.client, COUNT(*) AS n FROM private_opens o JOIN private_links l
         ON l.id = o.link_id WHERE o.at >= ? GROUP BY l.id ORDER BY n DESC, l.id`,
      ).map((row) => [row.client, shown(row.n)]),
      total: rows<{ n: number }>(
        views,
        'SELECT COUNT(*) AS n FROM page_views WHERE viewed_at >= ?',
      )[0]!.n,
    };
    views.close();
    messages.close();
    return figures;
  };
  const table = async (id: string, columns = 2) =>
    owner
      .locator(`section[aria-labelledby="${id}"] tbody tr`)
      .evaluateAll(
        (rows, count) =>
          rows.map((row) =>
            [...row.children].slice(0, count).map((cell) => cell.textContent!.trim()),
          ),
        columns,
      );
  // Other tests record views meanwhile: the page is compared with the rows read either side of it.
  let matched = false;
  for (let attempt = 0; attempt < 5 && !matched; attempt++) {
    const before = stored();
    await owner.goto('/admin/visitors?days=7');
    const page = {
      perDay: (await table('per-day')).map((row) => row[1]),
      perPage: await table('per-page'),
      perSite: await table('referrers'),
      perOffer: await table('enquiries'),
      perLink: await table('private-opens'),
      total: await owner
        .getByText(/page views?$/)
        .first()
        .textContent(),
    };
    if (JSON.stringify(stored()) !== JSON.stringify(before)) continue;
    expect(page.perDay).toEqual(before.perDay);
    expect(page.perPage).toEqual(before.perPage);
    expect(page.perSite).toEqual(before.perSite);
    expect(page.perSite).toContainEqual(['https://news.example', expect.any(String)]);
    expect(page.perOffer).toEqual(before.perOffer);
    expect(page.perLink).toEqual(before.perLink);
    if (hidden) expect(page.perLink).toContainEqual(['Figures GmbH', '3']);
    expect(page.total).toBe(`${shown(before.total)} page view${before.total === 1 ? '' : 's'}`);
    matched = true;
  }
  expect(matched).toBe(true);
  await owner.context().close();
});

test('every page of the dashboard works without JavaScript', async ({ browser }) => {
  const { page: owner, messageId } = await ownerRequest(browser);
  await owner.context().close();
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(adminLink());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await page.goto(`/admin/messages/${messageId}`);
  await page.getByRole('button', { name: 'Read' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Marked as Read.');
  await page.goto('/admin');
  await page.getByLabel('State').selectOption('read');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/state=read/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Held back' })).toContainText('Read');
  await page.getByRole('link', { name: 'Visitors' }).click();
  await page.getByLabel('Period').selectOption('90');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByLabel('Period')).toHaveValue('90');
  await expect(
    page.locator('section[aria-labelledby="per-day"] tbody tr').first().locator('time'),
  ).toHaveAttribute('datetime', new Date().toISOString().slice(0, 10));
  await page.goto('/admin/security');
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeDisabled();
  await expect(page.getByText('Passkeys need JavaScript')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/signed-out=1/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  const db = database();
  db.prepare('DELETE FROM messages WHERE id = ?').run(messageId);
  db.close();
  await page.context().close();
});

/** What axe finds on a page of the dashboard, in the light theme and the dark. */
async function axeProblems(page: Page, address: string): Promise<string[]> {
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto(address);
    await page.evaluate(
      (chosen) => document.documentElement.setAttribute('data-theme', chosen),
      theme,
    );
    problems.push(...(await axeViolations(page)).map((found) => `${address} ${theme}: ${found}`));
  }
  return problems;
}

test('axe finds nothing on the dashboard in either theme', async ({ browser }) => {
  const { page, messageId } = await ownerRequest(browser);
  const problems: string[] = [];
  for (const address of [
    '/admin',
    '/admin/visitors',
    '/admin/security',
    `/admin/messages/${messageId}`,
  ]) {
    problems.push(...(await axeProblems(page, address)));
  }
  const stranger = await newPage(browser);
  for (const address of ['/admin/sign-in', adminLink().slice(site.length)]) {
    problems.push(...(await axeProblems(stranger, address)));
  }
  expect(problems).toEqual([]);
  const db = database();
  db.prepare('DELETE FROM messages WHERE id = ?').run(messageId);
  db.close();
  await stranger.context().close();
  await page.context().close();
});

test('nothing of the dashboard is prerendered, listed in the sitemap or the search index, or cached', async ({
  request,
}) => {
  const pages = path.join('.next', 'server', 'app');
  const built = fs.readdirSync(pages, { recursive: true }).map(String);
  expect(built.filter((file) => /^admin.*\.(html|rsc)$/.test(file))).toEqual([]);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  expect(await (await request.get('/search-index.json')).text()).not.toContain('/admin');
  const signIn = await request.get('/admin/sign-in');
  expect(signIn.headers()).toMatchObject({
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
  });
  expect(await signIn.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  // An unknown address under /admin: the dashboard's own 404, not the site's page and its scripts.
  const unknown = await request.get('/admin/no-such-page');
  expect(unknown.status()).toBe(404);
  const body = await unknown.text();
  expect(body).toContain('Back to the inbox');
  expect(body).not.toContain('Go Back Home');
  const inbox = await request.get('/admin', { maxRedirects: 0 });
  expect(inbox.status()).toBe(307);
  expect(inbox.headers().location).toMatch(/\/admin\/sign-in$/);
});

test('refused sign-ins are counted per sender: past the limit a made-up link is told to wait, a good one still signs in', async ({
  browser,
}) => {
  const db = database();
  db.prepare('DELETE FROM admin_attempts').run();
  const page = await newPage(browser);
  const made = `/admin/sign-in/${'x'.repeat(43)}`;
  for (let i = 0; i < 10; i++) {
    await page.goto(made);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/refused=link$/);
  }
  await page.goto(made);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/refused=many$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Too many refused attempts from your network: try again in 15 minutes.',
  );
  // Past the limit, refusals are no longer written down; the owner's link still works.
  await signIn(page);
  const attempts = db.prepare('SELECT ok, COUNT(*) AS n FROM admin_attempts GROUP BY ok').all();
  expect(attempts).toEqual([
    { ok: 0, n: 10 },
    { ok: 1, n: 1 },
  ]);
  db.close();
  await page.context().close();
});
