import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { axeViolations } from './support/axe';
import { signInAsOwner } from './support/owner';
import { OWN_SERVER_MS, startProduction, type RunningServer } from './support/server';

// The editor writes: a server of its own over a copy of the sample (SITE_DIR), not the sample the
// other specs read. One test at a time, sharing that copy and its sessions; signing in (a tsx
// start) and a save (the whole content checked) take seconds each on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** In the editor's range, beside the build's server that the configuration starts. */
const PORT = 3401;
const site = `http://localhost:${PORT}`;
let server: RunningServer;
let folder: string;
const config = (file: string) => path.join(folder, 'config', file);
const readJson = (file: string) => {
  const json = JSON.parse(fs.readFileSync(config(file), 'utf8'));
  return Array.isArray(json) ? json : (json.data ?? json);
};

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_MS);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-site-'));
  fs.cpSync(path.resolve('examples/sample'), folder, { recursive: true, dereference: true });
  server = await startProduction(PORT, { SITE_DIR: folder, SITE_URL: site });
});

test.afterAll(async () => {
  await server?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: site })).newPage();
  await signInAsOwner(page, { DATA_DIR: server.dataDir, SITE_URL: site });
  return page;
}

/** A save checks the whole content: the first in a fresh server also loads the notes' code
 * highlighter, over ten seconds on a machine busy with builds. */
const SAVE = { timeout: 45_000 };

/** The field's own group: where its problem is shown. */
const groupOf = (page: Page, id: string) =>
  page.locator(`.form-group:has(> #${id}), .form-group:has(> * > #${id})`).first();

test('the owner changes the title from the dashboard, and the file keeps its order', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  for (const name of ['about', 'portfolios', 'site', 'social-links', 'cv', 'fr/about']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}\\s*config/`) })).toBeVisible();
  }
  const keys = Object.keys(readJson('about.json'));
  await page.getByRole('link', { name: /^about\s*config\/about\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit config/about.json' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Type designer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. Publish to put it live\./, SAVE);
  await expect(page.getByRole('status').getByRole('link', { name: 'Publish' })).toHaveAttribute(
    'href',
    '/admin/publish',
  );
  const saved = readJson('about.json');
  expect(saved.title).toBe('Type designer');
  expect(Object.keys(saved)).toEqual(keys);
  await page.context().close();
});

test('a project’s case study is edited, and a broken slug is refused beside its field', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/admin/content/portfolios');
  await page.locator('#root_0_challenge').fill('The old booking took eleven taps.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. Publish to put it live\./, SAVE);
  expect(readJson('portfolios.json')[0].challenge).toBe('The old booking took eleven taps.');

  const before = fs.readFileSync(config('portfolios.json'), 'utf8');
  await page.locator('#root_1_slug').fill('Not A Slug');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Not saved', SAVE);
  await expect(groupOf(page, 'root_1_slug')).toContainText(
    'expected a slug: lowercase letters, digits and single hyphens, like "web-design", got "Not A Slug"',
  );
  expect(fs.readFileSync(config('portfolios.json'), 'utf8')).toBe(before);
  await page.context().close();
});

test('a picture is uploaded from the form, checked, kept and offered again', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/admin/content/portfolios');
  const picture = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#2a6f97' },
  })
    .png()
    .toBuffer();
  const field = groupOf(page, 'root_0_cover');
  const picker = field.locator('input[type="file"]');
  await expect(picker).toHaveAttribute('accept', 'image/*');
  await picker.setInputFiles({
    name: 'Harbour Sketch.PNG',
    mimeType: 'image/png',
    buffer: picture,
  });
  await expect(page.locator('#root_0_cover')).toHaveValue(
    /^\/images\/harbour-sketch-[0-9a-f]{8}\.png$/,
  );
  const src = await page.locator('#root_0_cover').inputValue();
  expect(fs.readFileSync(path.join(folder, 'public', src)).equals(picture)).toBe(true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. Publish to put it live\./, SAVE);
  expect(readJson('portfolios.json')[0].cover).toBe(src);

  // Not a picture: refused, nothing kept.
  await picker.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('hello'),
  });
  await expect(field.getByRole('alert')).toHaveText(
    'The picture was not kept: it would not show, as it is not a picture.',
  );
  await page.reload();
  await expect(
    page
      .locator('#root_1_cover')
      .locator('..')
      .getByRole('combobox', { name: 'Or choose one already there' })
      .locator('option', { hasText: src }),
  ).toHaveCount(1);
  await page.context().close();
});

test('a note is its fields and its Markdown, previewed as the site renders it, cleaned', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  await page.goto('/admin/content/notes/light-dark-design-tokens');
  await expect(page.locator('#root_title')).toHaveValue(/\S/);
  await page
    .getByLabel('Text (Markdown)')
    .fill(
      '## Tokens first\n\nOne **source**.<script>window.ran = true</script><img src=x onerror="window.ran = true">',
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Tokens first' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('source');
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { ran?: boolean }).ran)).toBeUndefined();
  await page.context().close();
});

test('the JSON endpoint saves a whole file (200) or answers its problems (422)', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  const headers = { origin: site, 'content-type': 'application/json' };
  const about = readJson('about.json');
  const saved = await page.request.post('/admin/content/about', {
    headers,
    data: { ...about, title: 'Letterer' },
  });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toEqual({ saved: true, file: 'config/about.json' });
  expect(readJson('about.json').title).toBe('Letterer');

  const before = fs.readFileSync(config('about.json'), 'utf8');
  const refused = await page.request.post('/admin/content/about', {
    headers,
    data: { ...about, email: 'not an address' },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toEqual({
    saved: false,
    problems: [
      {
        at: ['email'],
        reason: expect.stringMatching(/^expected an email address such as "you@example.com"/),
      },
    ],
    elsewhere: [],
  });
  expect(fs.readFileSync(config('about.json'), 'utf8')).toBe(before);
  expect(
    (await page.request.post('/admin/content/nothing-here', { headers, data: {} })).status(),
  ).toBe(404);
  expect(
    (await page.request.post('/admin/content/..%2Fpackage', { headers, data: {} })).status(),
  ).toBe(404);
  const large = await page.request.post('/admin/content/about', {
    headers,
    data: { ...about, bio: 'x'.repeat(600 * 1024) },
  });
  expect(large.status()).toBe(413);

  // Another site's page, with the owner's cookie: refused.
  const crossSite = await page.request.post('/admin/content/about', {
    headers: { ...headers, origin: 'https://evil.example' },
    data: { ...about, title: 'Hijacked' },
  });
  expect(crossSite.status()).toBe(403);
  expect(readJson('about.json').title).toBe('Letterer');
  await page.context().close();

  // Signed out: refused.
  const stranger = await (
    await browser.newContext({ baseURL: site })
  ).request.post('/admin/content/about', { headers, data: { ...about, title: 'Stranger' } });
  expect(stranger.status()).toBe(401);
  expect(readJson('about.json').title).toBe('Letterer');
});

test('axe finds nothing on the list and a form, on a phone and a desk, in both themes', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const address of ['/admin/content', '/admin/content/portfolios']) {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(address);
        await page.evaluate(
          (chosen) => document.documentElement.setAttribute('data-theme', chosen),
          theme,
        );
        const found = await axeViolations(page);
        problems.push(...found.map((line) => `${address} ${width}px ${theme}: ${line}`));
      }
    }
  }
  expect(problems).toEqual([]);
  await page.context().close();
});
