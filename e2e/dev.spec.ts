import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { editJson } from './support/build';
import { startDev, type DevServer } from './support/dev';
import { about, ownerName, readProjects, watchHydration, watchNetwork } from './support';
import { sampleNotes } from './support/notes';

// An owner's loop with `npm run dev`: edit a file in config/ or public/, look at the page. The one
// spec run against `next dev`, which it starts itself (e2e/support/dev.ts) on a port of its own;
// the production build, which the other specs test, holds nothing of it (last test).

const PORT = 3400;
/** How long a page drawn again by `next dev` may take: the edit's news, then a cold render. */
const DEV_RENDER_MS = 90_000;
const brokenSkill =
  'config/skills.json › data[2].percentage: expected a number from 0 to 100, got 150';

/** The red of a picture replaced by the test. */
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;

/** The colour at the centre of a picture as the browser drew it, once it has loaded. */
const centreColour = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    img.scrollIntoView();
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, img.naturalWidth / 2, img.naturalHeight / 2, 1, 1, 0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });

test.describe('npm run dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 2 * DEV_RENDER_MS + 30_000 });
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  let dev: DevServer;
  const edit = (file: string, change: (json: Record<string, unknown>) => void) =>
    editJson(path.join(dev.configDir, file), change);
  const setSkill = (percentage: number) =>
    edit('skills.json', (json) => {
      (json.data as { percentage: number }[])[2]!.percentage = percentage;
    });
  const headline = (page: Page) => page.locator('#about p:has(+ h1)');
  /** The page, once it listens for edits and React has taken it over, with no hydration mismatch
   * (which only `next dev` reports, and which hides the content's problems over the page). */
  const open = async (page: Page) => {
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) {
        mismatches.push(message.text());
      }
    });
    const hydrated = await watchHydration(page);
    const following = page.waitForResponse((r) => r.url().endsWith('/api/content-edits'));
    await page.goto('/');
    await following;
    await hydrated();
    expect(mismatches).toEqual([]);
  };

  test.beforeAll(async ({ browser }) => {
    // The first compile of the home page and its scripts, outside every test's own budget.
    test.setTimeout(300_000);
    dev = await startDev(PORT);
    const page = await browser.newPage();
    await page.goto(dev.origin, { timeout: 240_000 });
    await page.close();
  });
  test.afterAll(async () => dev?.stop());

  test('an edit to about.json is on the page at the next load, with no restart', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(headline(page)).toHaveText(about().title!);
    // Left first: the open page would draw the edit by itself (next test), and its own refresh
    // could cut the load below short.
    await page.goto('about:blank');
    const seen = await dev.following();
    edit('about.json', (json) => void (json.title = 'Edited while the server runs'));
    await seen();
    await page.goto('/');
    await expect(headline(page)).toHaveText('Edited while the server runs');
  });

  test('the open page draws an edit by itself, keeping what was typed in it', async ({ page }) => {
    await open(page);
    const name = page.locator('#contact').getByRole('textbox', { name: 'Name' });
    await name.fill('Typed before the edit');
    edit('about.json', (json) => void (json.title = 'Seen without a reload'));
    await expect(headline(page)).toHaveText('Seen without a reload', { timeout: DEV_RENDER_MS });
    await expect(name).toHaveValue('Typed before the edit');
  });

  test("a mistake shows check-config's list in a page of ours, once in the terminal, and fixed, the page comes back", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open(page);
    const printed = dev.output().length;
    setSkill(150);
    const heading = page.getByRole('heading', { level: 1 });
    const problem = page.getByRole('listitem').filter({ hasText: 'data[2].percentage' });
    // On the open page by itself, and at a reload.
    await expect(heading).toHaveText('The content in config/ has 1 problem', {
      timeout: DEV_RENDER_MS,
    });
    // The fix below is saved once the reloaded page follows the edits again: an edit saved
    // before is in the page it loads.
    const following = page.waitForResponse((r) => r.url().endsWith('/api/content-edits'));
    await page.reload();
    await following;
    await expect(heading).toHaveText('The content in config/ has 1 problem');
    await expect(problem).toContainText('config/skills.json › data[2].percentage');
    await expect(problem).toContainText('expected a number from 0 to 100, got 150');
    await expect(page.getByText('Fix it and save: the page comes back by itself.')).toBeVisible();
    // Ours, not Next's panel over a page that failed.
    await expect(page.getByText(/Runtime Error|Call Stack|Reload to try again/)).toHaveCount(0);
    // In the terminal: the problem once, with no stack, digest or failed route.
    const said = dev.output().slice(printed);
    expect(said).toContain(`The content in config/ has 1 problem:\n  - ${brokenSkill}`);
    expect(said.split(brokenSkill).length - 1).toBe(1);
    expect(said).not.toMatch(/digest|Failed to generate|⨯|at .*\(.*:\d+:\d+\)/);

    setSkill(80);
    const name = page.locator('#about').getByRole('heading', { level: 1 });
    await expect(name).toHaveText(ownerName(), { timeout: DEV_RENDER_MS });
    await expect(page.getByText('The content in config/ has 1 problem')).toHaveCount(0);
    await page.reload();
    await expect(name).toHaveText(ownerName());
    expect(dev.output()).toContain('The content in config/ is valid again.');
    // Nothing for Next's issue badge: no script React would refuse as it draws the site again.
    expect(errors).toEqual([]);
  });

  test('a picture replaced in public/ is on the page at the next load', async ({ page }) => {
    const project = readProjects().find((p) => p.avatar?.startsWith('/'))!;
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: project.name, exact: true }),
    });
    await page.goto('/');
    expect(isRed(await centreColour(card.locator('img')))).toBe(false);
    await page.goto('about:blank');

    const file = path.join(dev.publicDir, project.avatar!);
    const { width = 800, height = 600 } = await sharp(file).metadata();
    const red = sharp({ create: { width, height, channels: 3, background: '#e00000' } });
    const picture = await red.toFormat(path.extname(file).slice(1) as 'webp').toBuffer();
    const seen = await dev.following();
    fs.writeFileSync(file, picture);
    await seen();
    await page.goto('/');
    expect(isRed(await centreColour(card.locator('img')))).toBe(true);
  });

  test('a project added to portfolios.json has its page at once', async ({ page }) => {
    const seen = await dev.following();
    edit('portfolios.json', (json) => {
      const projects = json.data as Record<string, unknown>[];
      projects.push({ ...projects[0], name: 'Added while the server runs', slug: 'added-now' });
    });
    await seen();
    const response = await page.goto('/portfolio/added-now');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Added while the server runs');
  });

  test('drafts show while editing, and past ten notes the list has a second page', async ({
    page,
  }) => {
    // Three routes `next dev` compiles on first use: a note, the list, and the not-found page.
    test.setTimeout(3 * DEV_RENDER_MS + 30_000);
    const draft = sampleNotes().find((note) => note.draft)!;
    const response = await page.goto(`/notes/${draft.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(page.getByText('Draft, shown only while you edit')).toBeVisible();

    // Written before every other note, so they are the oldest, on the last page.
    const shown = sampleNotes().length;
    const added = 12 - shown;
    const seen = await dev.following();
    for (let index = 1; index <= added; index++) {
      fs.writeFileSync(
        path.join(dev.configDir, 'notes', `older-${index}.md`),
        `---\ntitle: Older note ${index}\ndate: 2020-01-${String(10 + index)}\n---\nNote ${index}.\n`,
      );
    }
    await seen();
    await page.goto('/notes');
    const list = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(list).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2').first()).toBeVisible();
    await page.getByRole('link', { name: 'Older notes' }).click();
    await expect(page).toHaveURL(/\/notes\?page=2$/);
    await expect(list).toHaveText(['Older note 2', 'Older note 1']);
    await expect(page.getByRole('link', { name: 'Newer notes' })).toHaveAttribute('href', '/notes');
    expect((await page.request.get('/notes?page=3')).status()).toBe(404);
  });
});

test('the production build follows nothing: no changes endpoint, nothing of it in the pages', async ({
  page,
  request,
  baseURL,
}) => {
  expect((await request.get('/api/content-edits')).status()).toBe(404);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const hydrated = await watchHydration(page);
  const untilQuiet = watchNetwork(page, baseURL!);
  await page.goto('/');
  await hydrated();
  await untilQuiet();
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(3);
  expect(texts.filter((text) => /content-edits|content-edited/.test(text))).toEqual([]);
});
