import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { BACKGROUNDS, THEME_COLOR, type Theme, type ThemeChoice } from '../lib/theme/themes';
import { SAMPLE_ONLY, imagesOf, readProjects, sample, watchNetwork } from './support';
import { testLaunchOptions } from './support/chromium';

const ownerDefault =
  sample<{ theme?: { default?: ThemeChoice } }>('site.json').theme?.default ?? 'system';
const projects = readProjects();
const project = projects.find((p) => imagesOf(p).length > 0) ?? projects[0]!;
const PAGES = ['/', '/category/all', `/portfolio/${project.slug}`, '/no-such-page'];

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const PAPER = { light: rgb(BACKGROUNDS.light.paper), dark: rgb(BACKGROUNDS.dark.paper) };

/** themeColor is the first theme-color whose media matches, as the browser picks it. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    choice: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    themeColor: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
      (meta) => !meta.media || matchMedia(meta.media).matches,
    )?.content,
    metas: document.querySelectorAll('meta[name="theme-color"]').length,
  }));

async function expectTheme(page: Page, theme: Theme) {
  await expectColours(page, theme);
  expect((await shown(page)).themeColor).toBe(THEME_COLOR[theme]);
}

/** On paper there is no browser frame to colour. */
async function expectColours(page: Page, theme: Theme) {
  await expect.poll(async () => (await shown(page)).background).toBe(PAPER[theme]);
  expect((await shown(page)).scheme).toBe(theme);
}

const themeButton = (page: Page) => page.getByRole('button', { name: /^Theme: / });

async function choose(page: Page, label: 'System' | 'Light' | 'Dark') {
  await themeButton(page).click();
  // The label draws the radio, so the visitor clicks the label.
  await page.getByRole('group', { name: 'Theme' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
  await page.keyboard.press('Escape');
}

test.describe('with no choice stored', () => {
  for (const device of ['light', 'dark'] as const) {
    test(`shows the owner's default (${ownerDefault}) on a ${device} device`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: device });
      await page.goto('/');
      const expected = ownerDefault === 'system' ? device : ownerDefault;
      await expectTheme(page, expected);
      expect((await shown(page)).choice).toBe(ownerDefault);
      await expect(themeButton(page)).toHaveAccessibleName(
        `Theme: ${ownerDefault[0]!.toUpperCase()}${ownerDefault.slice(1)}`,
      );
    });
  }

  test('follows the device while the page is open', async ({ page }) => {
    test.skip(ownerDefault !== 'system', 'the owner fixes the theme');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expectTheme(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTheme(page, 'light');
  });
});

test('a chosen theme holds against the device, on every page and the next visit', async ({
  page,
  context,
}) => {
  // Several loads over two tabs, each waited on: past the default time on a busy machine.
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await choose(page, 'Light');
  await expectTheme(page, 'light');
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Light');

  await page
    .getByRole('link', { name: /^My Portfolio$|^Categories$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/category\/all$/);
  await expectTheme(page, 'light');
  await page.reload();
  await expectTheme(page, 'light');
  const second = await context.newPage();
  await second.emulateMedia({ colorScheme: 'dark' });
  await second.goto(`/portfolio/${project.slug}`);
  await expectTheme(second, 'light');

  await choose(second, 'Dark');
  await expectTheme(second, 'dark');
  // One per scheme and the choice's own: hydration must not duplicate them.
  expect((await shown(second)).metas).toBe(3);
  await expectTheme(page, 'dark');

  await choose(page, 'System');
  await expectTheme(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectTheme(page, 'light');
  expect((await shown(page)).choice).toBe('system');
  expect((await shown(page)).metas).toBe(2);
});

test('the switch works by keyboard alone', SAMPLE_ONLY, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const button = themeButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expectTheme(page, 'dark');
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAccessibleName('Theme: Dark');
});

test.describe('no flash: the first frame already has the stored theme', () => {
  for (const [stored, device] of [
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const) {
    for (const path of PAGES) {
      test(`${stored} on a ${device} device, on ${path}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: device });
        await page.addInitScript((choice) => {
          localStorage.setItem('theme', choice);
          // The first animation frame is the first one the browser paints.
          requestAnimationFrame(() => {
            const root = getComputedStyle(document.documentElement);
            (window as unknown as { firstFrame: object }).firstFrame = {
              choice: document.documentElement.getAttribute('data-theme'),
              paper: root.getPropertyValue('--paper').trim(),
              background: document.body ? getComputedStyle(document.body).backgroundColor : null,
            };
          });
        }, stored);
        await page.goto(path);
        const first = await page.waitForFunction(
          () => (window as unknown as { firstFrame?: object }).firstFrame,
        );
        const frame = (await first.jsonValue()) as Record<string, string | null>;
        expect(frame.choice).toBe(stored);
        expect(frame.paper).toBe(BACKGROUNDS[stored].paper);
        if (frame.background !== null) expect(frame.background).toBe(PAPER[stored]);
      });
    }
  }
});

test('installable: a manifest with the owner, the colours and icons at 192, 512 and maskable', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  const about = sample<{ first_name: string; last_name: string }>('about.json');
  expect(manifest.name).toContain(`${about.first_name} ${about.last_name}`);
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect([THEME_COLOR.light, THEME_COLOR.dark]).toContain(manifest.theme_color);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  expect((await request.get('/icons/unknown.png')).status()).toBe(404);
});

test("Chrome's installability check finds nothing missing", async ({ baseURL }) => {
  // Not in a fresh incognito-like context: Chrome does not offer to install from one.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-install-'));
  const context = await chromium.launchPersistentContext(profile, testLaunchOptions);
  try {
    const page = await context.newPage();
    const untilQuiet = watchNetwork(page, baseURL!);
    await page.goto(`${baseURL}/`);
    await untilQuiet();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('printed', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  });

  const addressAfter = (link: ReturnType<Page['locator']>) =>
    link.evaluate((a) => getComputedStyle(a, '::after').content.replace(/"\s*"/g, ''));

  test('the home page is a light document without the site chrome', async ({ page, baseURL }) => {
    const untilQuiet = watchNetwork(page, baseURL!);
    await page.goto('/');
    await untilQuiet();
    await page.emulateMedia({ media: 'print' });
    await expectColours(page, 'light');
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.locator('form')).toBeHidden();

    const about = sample<{ bio?: string | null }>('about.json');
    const bio = (about.bio ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (bio) await expect(page.getByText(bio.slice(0, 40).trim()).first()).toBeVisible();
    // Every skill is printed, those behind "Show More" too; a bar for each that has a percentage.
    const skills = sample<{ name: string; percentage?: number | null }[]>('skills.json');
    for (const skill of skills) {
      await expect(
        page.locator('#services').getByText(skill.name, { exact: true }).first(),
      ).toBeVisible();
    }
    await expect(page.locator('#services').getByRole('progressbar')).toHaveCount(
      skills.filter((skill) => typeof skill.percentage === 'number').length,
    );

    const card = page.locator('[data-print-path]').first();
    const slug = (await card.getAttribute('data-print-path'))!;
    expect(await addressAfter(card)).toMatch(new RegExp(`^" \\(https?://[^/]+${slug}\\)"$`));

    const pdf = await page.pdf({ format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    console.log(`the home page prints on ${pages} A4 pages`);
    expect(pages).toBeGreaterThan(0);
  });

  test('a project prints its pictures as plain images, and its link with the address', async ({
    page,
    baseURL,
  }) => {
    const images = imagesOf(project);
    test.skip(!images.length, 'the set has no project with images');
    const untilQuiet = watchNetwork(page, baseURL!);
    await page.goto(`/portfolio/${project.slug}`);
    await untilQuiet();
    await page.emulateMedia({ media: 'print' });
    await expectColours(page, 'light');
    const gallery = page.getByRole('region', { name: `${project.name}: images` });
    await expect(gallery.locator('.swiper-wrapper')).toHaveCSS('display', 'grid');
    const pictures = gallery.getByRole('button', { name: /^Open image/ });
    await expect(pictures).toHaveCount(images.length);
    for (const picture of await pictures.all()) await expect(picture).toBeVisible();
    if (project.url) {
      const visit = page.locator(`a[data-print-href]`);
      expect(await addressAfter(visit)).toBe(`" (${project.url})"`);
    }
  });
});
