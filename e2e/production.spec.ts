import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import Database from 'better-sqlite3';
import { loadContent } from '../lib/content/load';
import type { Project } from '../lib/content/schemas';
import { writePrivateBundle } from '../lib/private/bundle';
import { openData } from '../lib/store/open';
import { storedMessages } from '../lib/store/test/fixture';
import { readProjects } from './support';
import { run, startServer } from './support/build';
import { testLaunchOptions } from './support/chromium';
import { findNginx, startHttpsNginx, type RunningNginx } from './support/nginx';

// The site as docs/deploy.md sets it up: behind the shipped nginx, over HTTPS at a host name, with
// TRUST_PROXY=loopback; the browser is never sent anywhere else. A high port, not 443 (root, one
// per machine): the browser's Origin then names the port (see httpsSiteConfig).

const HOST = 'portfolio.test';
const PORTS = { node: 3570, nginx: 3572 } as const; // nginx's plain HTTP redirect takes 3573
const SITE = `https://${HOST}:${PORTS.nginx}`;
const CLIENT = 'Harbour Lines AG';
const SECRET_NAME = 'Harbour tender console';

const nginxBinary = findNginx();
// CI installs nginx (.ci/run); elsewhere these tests are skipped without it.
test.skip(!nginxBinary && !process.env.CI, 'nginx is not installed (apt-get install nginx)');

let server: ChildProcess | undefined;
let nginx: (RunningNginx & { spki: string }) | undefined;
let browser: Browser;
const dirs: string[] = [];
let dataDir = '';

/** Everything that would take the browser elsewhere, from every context of a test. */
const strays: string[] = [];
const onSite = (address: string, base = SITE) => new URL(address, base).origin === SITE;

function watch(context: BrowserContext) {
  context.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && !onSite(url)) strays.push(`request ${request.method()} ${url}`);
  });
  context.on('response', (response) => {
    for (const header of ['location', 'x-action-redirect']) {
      const value = response.headers()[header];
      if (value !== undefined && !onSite(value.split(';')[0]!, response.url())) {
        strays.push(`${response.status()} ${response.url()}: ${header} ${value}`);
      }
    }
  });
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      if (url !== 'about:blank' && !onSite(url)) strays.push(`navigated to ${url}`);
    }),
  );
}

async function newPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: SITE, ...options });
  watch(context);
  return context.newPage();
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  if (!nginxBinary) throw new Error('nginx is not installed: .ci/run installs it beside chromium');
  const loaded = loadContent();
  if (!loaded.ok) throw new Error('the sample content should load');
  // A public project set aside as a private one under a name of its own, as the build does.
  const model = loaded.content.projects.find((project) => project.cover)!;
  const hidden = new Map<string, Project[]>([
    [loaded.content.language, [{ ...model, slug: 'harbour-tender', name: SECRET_NAME }]],
  ]);
  const [data, privateDir] = ['data', 'private'].map((name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portfolio-e2e-production-${name}-`));
    dirs.push(dir);
    return dir;
  });
  dataDir = data!;
  writePrivateBundle(privateDir!, hidden, 'public');
  server = await startServer('.next', PORTS.node, {
    DATA_DIR: dataDir,
    PRIVATE_DIR: privateDir!,
    SITE_URL: SITE,
    TRUST_PROXY: 'loopback',
  });
  nginx = await startHttpsNginx(nginxBinary, {
    host: HOST,
    port: PORTS.nginx,
    upstream: PORTS.node,
  });
  browser = await chromium.launch({
    ...testLaunchOptions,
    args: [
      ...testLaunchOptions.args,
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      // Trusted as a real certificate is, which WebAuthn asks for (ignoring errors is not enough).
      `--ignore-certificate-errors-spki-list=${nginx.spki}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  server?.kill('SIGTERM');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each answer nginx logged with a Location, also those no browser followed (a
 * Content-Security-Policy's form-action blocks a redirect to another host before it is seen). */
const answered: { answer: string; location: string }[] = [];
function readLocations() {
  const lines = nginx!.logs().redirects.split('\n').filter(Boolean);
  for (const line of lines.slice(answered.length)) {
    const [, status, method, target, location] = /^(\d+) (\S+) (\S+) "(.*)"$/.exec(line)!;
    answered.push({ answer: `${status} ${method} ${target}`, location: location! });
    if (!onSite(location!, `${SITE}${target}`)) strays.push(`${status} ${target}: ${location}`);
  }
  return answered;
}
test.afterEach(() => {
  readLocations();
  const seen = strays.splice(0);
  expect(seen, `everything stays on ${SITE}`).toEqual([]);
});

/** A distinctive word of a name: its longest. */
const wordOf = (name: string) =>
  name.split(/[^\p{L}\p{N}]+/u).reduce((a, b) => (b.length > a.length ? b : a), '');

/** An owner's command, run on the server with the site's settings. */
function owner(script: string, args: string[] = []) {
  const result = run(path.resolve('node_modules/.bin/tsx'), [`scripts/${script}.ts`, ...args], {
    DATA_DIR: dataDir,
    SITE_URL: SITE,
  });
  expect(result.status, result.output).toBe(0);
  return result.stdout;
}

const database = () => new Database(path.join(dataDir, 'portfolio.db'), { timeout: 5000 });

test('a visitor reads, searches and writes, with JavaScript; the view is counted', async () => {
  test.setTimeout(60_000);
  const page = await newPage();
  const reported = page.waitForResponse(
    (response) => response.url() === `${SITE}/api/events` && response.request().method() === 'POST',
  );
  await page.goto('/');
  expect((await reported).status()).toBe(204);
  const { byPage } = JSON.parse(owner('stats', ['--json'])) as {
    byPage: { page: string; views: number }[];
  };
  expect(byPage).toContainEqual({ page: 'Home Page', views: 1 });

  // The dialog, once the page is hydrated (it may be deferred until the visitor moves).
  const target = readProjects()[0]!;
  await page.mouse.move(10, 10);
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(wordOf(target.name));
  await expect(dialog.getByRole('option').first()).toContainText(target.name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/portfolio/${target.slug}`);

  const subject = `Harbour app ${Date.now()}`;
  await page.goto('/#contact');
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill('Mara Quint');
  await form.getByLabel('Email').fill('mara@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Could you quote a redesign?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  expect(storedMessages(dataDir, { readonly: true })[0]).toMatchObject({ subject });
  await page.context().close();
});

test('a visitor searches and writes without JavaScript', async () => {
  test.setTimeout(60_000);
  const page = await newPage({ javaScriptEnabled: false });
  const target = readProjects()[0]!;
  // Next's own redirects: a trailing slash, the default language's prefix.
  await page.goto('/cv/');
  await expect(page).toHaveURL(`${SITE}/cv`);
  await page.goto('/en/cv');
  await expect(page).toHaveURL(`${SITE}/cv`);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${SITE}/search`);
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(wordOf(target.name).toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/portfolio/${target.slug}`);

  const subject = `No scripts ${Date.now()}`;
  await page.goto('/#contact');
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill('Ann Lee');
  await form.getByLabel('Email').fill('ann@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Hello, without scripts.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(`${SITE}/contact/thanks#main`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
  expect(storedMessages(dataDir, { readonly: true })[0]).toMatchObject({ subject });
  await page.context().close();
});

/** A POST from another site's page, sent to nginx as a browser would send it to the host name. */
function postFromElsewhere(target: string) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: PORTS.nginx,
        servername: HOST,
        rejectUnauthorized: false,
        method: 'POST',
        path: target,
        headers: {
          host: `${HOST}:${PORTS.nginx}`,
          origin: 'https://elsewhere.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on('error', reject);
    request.end('name=x');
  });
}

test("another site's form is sent to the refused page of this one, by path", async () => {
  for (const [from, to] of [
    ['/', '/contact/refused'],
    ['/fr', '/fr/contact/refused'],
  ] as const) {
    expect(await postFromElsewhere(from)).toEqual({ status: 303, location: to });
  }
});

/** A client opens their link as it reaches them, and lands on what it shares. */
async function openPrivateLink(page: Page, token: string) {
  await page.goto(`/private/${token}`);
  await page.getByRole('button', { name: 'View the case studies' }).click();
  await expect(page).toHaveURL(`${SITE}/shared`);
}

test("a client's link opens its project, with its picture", async () => {
  const links = openData({ dataDir, busyTimeoutMs: 5000 }).privateLinks();
  const { token } = await links.createLink({
    projects: ['harbour-tender'],
    client: CLIENT,
    expiresAt: null,
    maxUses: null,
  });
  links.close();
  const page = await newPage();
  await openPrivateLink(page, token);
  await expect(page.getByText(`Shared privately with ${CLIENT}`)).toBeVisible();
  await page.getByRole('link', { name: 'Read the case study' }).click();
  await expect(page).toHaveURL(`${SITE}/shared/harbour-tender`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECRET_NAME);
  const cover = page.getByRole('img', { name: `${SECRET_NAME}: the project's cover picture` });
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBeGreaterThan(0);
  await page.context().close();
});

test('the owner signs in by link and by passkey, works the inbox, and signs out everywhere', async () => {
  test.setTimeout(90_000);
  const page = await newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const [link] = owner('admin-link').split('\n');
  expect(link).toMatch(new RegExp(`^${SITE}/admin/sign-in/[A-Za-z0-9_-]{43}$`));
  await page.goto(link!);
  // The answer as the browser got it through nginx; what nginx logged is checked after each test.
  const signedIn = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/session',
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const answer = await signedIn;
  expect(answer.status()).toBe(303);
  expect(new URL(answer.headers().location!, `${SITE}/`).href).toBe(
    `${SITE}/admin/security?welcome=1`,
  );
  await expect(page).toHaveURL(`${SITE}/admin/security?welcome=1`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Passkey added.');
  // Kept for the site's own name, as SITE_URL gives it.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map((credential) => credential.rpId)).toEqual([HOST]);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/admin/sign-in?signed-out=1`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${SITE}/admin`);

  // Each action on a message, then on one held back during a flood.
  const db = database();
  const insert = db.prepare(
    `INSERT INTO messages (received_at, name, email, subject, message, sender_hash, held)
     VALUES (?, 'Flo Dunn', 'flo@example.com', ?, 'Hi', 'y', ?)`,
  );
  const message = Number(insert.run(new Date().toISOString(), 'A quote', 0).lastInsertRowid);
  const held = Number(insert.run(new Date().toISOString(), 'Held one', 1).lastInsertRowid);
  db.close();
  await page.goto(`/admin/messages/${message}`);
  for (const state of ['Read', 'Answered', 'Archived', 'Spam', 'New']) {
    await page.getByRole('button', { name: state, exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/admin/messages/${message}?done=${state.toLowerCase()}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Marked as ${state}.`);
  }
  await page.goto(`/admin/messages/${held}`);
  await page.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'The message was released: it will be e-mailed to you.',
  );
  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(`${SITE}/admin?done=deleted`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('The message was deleted.');

  // Another browser signed in too: "everywhere" ends its session as well.
  const other = await newPage({ javaScriptEnabled: false });
  await other.goto(owner('admin-link').split('\n')[0]!);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other).toHaveURL(`${SITE}/admin`);
  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(`${SITE}/admin/sign-in?signed-out=1`);
  await other.goto('/admin');
  await expect(other).toHaveURL(`${SITE}/admin/sign-in`);
  await other.context().close();
  await page.context().close();
});
