import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sample, widths, type SamplePortfolio } from './support';

const project = sample<SamplePortfolio[]>('portfolios.json')[0]!;
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'all projects', path: '/category/all' },
  { name: 'a project', path: `/portfolio/${project.slug}` },
  { name: 'the 404', path: '/no-such-page' },
];

/** Every axe rule, every impact: a page passes only with zero violations. */
async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Scrolls so the header turns dark; false when the page is too short to scroll at all. */
async function scrollDown(page: Page) {
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight + 100,
  );
  if (!scrolls) return false;
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.locator('header[data-scrolled="true"]')).toBeVisible();
  return true;
}

test.describe('axe finds nothing', () => {
  // States settle at once without motion, so contrast is judged on the final colours.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const { name, path } of PAGES) {
    for (const width of widths) {
      test(`on ${name} at ${width} px, with the header transparent and dark`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.locator('header[data-scrolled="false"]')).toBeVisible();
        expect(await violations(page)).toEqual([]);
        // The 404 is the one page short enough never to scroll; its header stays transparent.
        expect(await scrollDown(page)).toBe(path !== '/no-such-page');
        expect(await violations(page)).toEqual([]);
      });
    }
  }

  for (const width of widths) {
    test(`on home at ${width} px with the menu open, and with the carousel started`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      const tools = page.getByRole('region', { name: 'Tools I work with' });
      await tools.scrollIntoViewIfNeeded();
      await expect(tools.locator('.swiper-initialized')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`on a project at ${width} px with the lightbox open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio/${project.slug}`);
      const gallery = page.getByRole('region', { name: `${project.name}: images` });
      await expect(gallery.locator('.swiper-initialized')).toBeVisible();
      await page
        .getByRole('button', { name: `Open image 1 of ${project.images.length} full screen` })
        .click();
      await expect(page.locator('.lg-outer.lg-visible')).toBeVisible();
      await expect(page.locator('.lg-current .lg-image')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
