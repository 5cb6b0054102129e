import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PREVIEW_AGENTS } from '../lib/http/test/preview-agents';
import { axeViolations } from './support/axe';
import { startServer } from './support/build';
import { OWN_SERVER_MS } from './support/server';
import { ownerCommand, signInAsOwner } from './support/owner';

// A server of its own on a copy of the sample's content (SITE_DIR), which the dashboard's Publish
// writes into.
const PORT = 3510;
const base = `http://localhost:${PORT}`;
let server: ChildProcess | undefined;
let root = '';
const dataDir = () => path.join(root, 'data');
const configDir = () => path.join(root, 'site', 'config');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_MS);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-testimonials-'));
  fs.mkdirSync(dataDir());
  fs.cpSync(path.resolve('examples/sample/config'), configDir(), { recursive: true });
  server = await startServer('.next', PORT, {
    DATA_DIR: dataDir(),
    CONFIG_DIR: configDir(),
    SITE_DIR: path.dirname(configDir()),
    SITE_URL: base,
  });
});
test.afterAll(() => {
  server?.kill('SIGTERM');
  fs.rmSync(root, { recursive: true, force: true });
});

const owner = () => ({ DATA_DIR: dataDir(), CONFIG_DIR: configDir(), SITE_URL: base });

const ask = (...args: string[]) =>
  ownerCommand('testimonial-request', ['create', '--for', 'Acme GmbH', ...args], owner()).split(
    '\n',
  )[0]!;

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  return (await browser.newContext({ javaScriptEnabled })).newPage();
}

const QUOTE = 'Ines a refait notre tableau de bord en six semaines, et nos clients l’ont remarqué.';

test('a French link, without scripts: a preview and a HEAD spend nothing, errors, then thanks', async ({
  browser,
  request,
}) => {
  const link = ask('--project', 'kestrel-analytics', '--language', 'fr');
  expect(link).toMatch(new RegExp(`^${base}/fr/testimonial/[A-Za-z0-9_-]{43}$`));
  expect((await request.head(link)).status()).toBe(200);
  // Opened at the default language's address, it leads to its own.
  const elsewhere = await request.get(link.replace('/fr/', '/'), { maxRedirects: 0 });
  expect(elsewhere.status()).toBe(307);
  expect(elsewhere.headers().location).toBe(new URL(link).pathname);
  for (const agent of PREVIEW_AGENTS.slice(0, 3)) {
    expect((await request.get(link, { headers: { 'user-agent': agent } })).status()).toBe(200);
  }
  const page = await newPage(browser, false);
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Quelques mots sur notre travail',
  );
  await expect(page.getByText('À propos du projet : Kestrel Analytics')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  await page.getByLabel('Votre témoignage').fill('Trop court.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Merci de vérifier le formulaire');
  await expect(page.getByText('Écrivez au moins 20 caractères.')).toBeVisible();
  await expect(
    page.getByText('Cochez cette case pour que vos mots puissent être affichés.'),
  ).toBeVisible();
  await expect(page.getByLabel('Votre témoignage')).toHaveValue('Trop court.');

  await page.getByLabel('Votre témoignage').fill(QUOTE);
  await page.getByLabel('Votre nom').fill('Marie Curie');
  await page.getByLabel('Votre fonction').fill('CTO');
  await page.getByLabel('Votre entreprise').fill('Acme GmbH');
  await page.getByLabel(/peut afficher ce témoignage sur localhost:3510/).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(`${base}/fr/testimonial/thanks#main`);
  await expect(page.getByRole('status')).toContainText('Vos mots sont bien parvenus');
  // Spent: the link now answers as any unknown address.
  expect((await request.get(link)).status()).toBe(404);
});

test('with scripts, the thank-you replaces the form in place and the link is spent', async ({
  browser,
  request,
}) => {
  const link = ask();
  const page = await newPage(browser, true);
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // axe runs in the page: with scripts on, on the form empty and then showing its errors.
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Write at least 20 characters.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Your testimonial').fill('Working with Ines was calm, quick and clear.');
  await page.getByLabel('Your name').fill('Ada Lovelace');
  const portrait = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: '#b5651d' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('A photo of you (optional)')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: portrait });
  await page.getByLabel(/may show this on localhost:3510/).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Your words have reached');
  expect(page.url()).toBe(link);
  expect((await request.get(link)).status()).toBe(404);
});

test('the owner sees both answers, corrects one and publishes it into testimonials.json', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await signInAsOwner(page, owner());
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Testimonials' })
    .click();
  const fresh = page.getByRole('region', { name: 'New (2)' });
  await expect(fresh.getByRole('article')).toHaveCount(2);
  const answer = fresh.getByRole('article', { name: /Marie Curie, CTO, Acme GmbH/ });
  await expect(answer.getByRole('blockquote')).toHaveText(QUOTE);
  const corrected = QUOTE.replace('six semaines', '6 semaines');
  await answer.getByLabel('Your correction').fill(corrected);
  await answer.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page.getByRole('status')).toHaveText('The correction is saved.');
  const again = page.getByRole('article', { name: /Marie Curie/ });
  await expect(again.getByRole('blockquote')).toHaveText([QUOTE, corrected]);
  await again.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Publish the site to put it live.');
  await expect(page.getByRole('link', { name: 'Publish the site' })).toHaveAttribute(
    'href',
    '/admin/publish',
  );
  await expect(page.getByRole('region', { name: 'Published (1)' })).toContainText(corrected);
  const file = JSON.parse(fs.readFileSync(path.join(configDir(), 'testimonials.json'), 'utf8'));
  const today = new Date().toISOString().slice(0, 10);
  expect(file.data.at(-1)).toEqual({
    quote: corrected,
    name: 'Marie Curie',
    role: 'CTO',
    company: 'Acme GmbH',
    project: 'kestrel-analytics',
    date: today,
    consent_date: today,
  });
});

test('the owner sees a photo no one else can fetch, and deletes it with its words in two steps', async ({
  browser,
  request,
}) => {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await signInAsOwner(page, owner());
  await page.goto('/admin/testimonials');
  const answer = page.getByRole('article', { name: /Ada Lovelace/ });
  const photo = answer.getByRole('img', { name: 'The photo Ada Lovelace sent' });
  await expect(photo).toBeVisible();
  const src = (await photo.getAttribute('src'))!;
  const shown = await page.request.get(src);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('image/webp');
  expect(shown.headers()['cache-control']).toBe('private, no-store');
  expect(await sharp(await shown.body()).metadata()).toMatchObject({ width: 480, height: 480 });
  expect((await request.get(`${base}${src}`)).status()).toBe(401);
  const stored = fs.readdirSync(path.join(dataDir(), 'testimonial-photos'));
  expect(stored).toHaveLength(1);

  // A stray click deletes nothing: the first asks, the second deletes.
  await answer.getByRole('link', { name: 'Delete' }).click();
  await expect(answer.getByRole('alert')).toHaveText(
    'Delete these words, and their photo, for good? This cannot be undone.',
  );
  await answer.getByRole('link', { name: 'Cancel' }).click();
  await expect(answer.getByRole('alert')).toHaveCount(0);
  await answer.getByRole('link', { name: 'Delete' }).click();
  await answer.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted, with its photo.');
  await expect(page.getByRole('article', { name: /Ada Lovelace/ })).toHaveCount(0);
  expect(fs.readdirSync(path.join(dataDir(), 'testimonial-photos'))).toEqual([]);
  expect((await page.request.get(src)).status()).toBe(404);
});
