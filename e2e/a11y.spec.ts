import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  SAMPLE_ONLY,
  given,
  imagesOf,
  isCaseStudy,
  sample,
  widths,
  readProjects,
  watchHydration,
} from './support';

const projects = readProjects();
const project = projects.find((p) => imagesOf(p).length > 0 && !isCaseStudy(p)) ?? projects[0]!;
// The fullest case study: pictures placed in its story, when the set has one.
const study =
  projects.find((p) => isCaseStudy(p) && given(p.story_images)) ?? projects.find(isCaseStudy);
const tools = sample<unknown[]>('tools.json');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'all projects', path: '/category/all' },
  { name: 'a project', path: `/portfolio/${project.slug}` },
  ...(study ? [{ name: 'a case study', path: `/portfolio/${study.slug}` }] : []),
  { name: 'the 404', path: '/no-such-page' },
];

/** `scope`: after a first pass over the whole page, only the part a state changed. */
async function violations(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** False when the page is too short to scroll, so the header cannot turn dark. */
async function scrollDown(page: Page) {
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight + 100,
  );
  if (!scrolls) return false;
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.locator('header[data-scrolled="true"]')).toBeVisible();
  return true;
}

// What the content does not change (the tablet width, the 404, the menu) runs with the sample only.
const only = (sampleOnly: boolean) => (sampleOnly ? SAMPLE_ONLY : {});

for (const theme of ['light', 'dark'] as const)
  test.describe(`axe finds nothing in the ${theme} theme`, () => {
    // Two axe passes over a long page (a case study) outlast the default on a small machine.
    test.describe.configure({ timeout: 60_000 });
    // States settle at once without motion, so contrast is judged on the final colours.
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    });

    for (const { name, path } of PAGES) {
      for (const width of widths) {
        test(
          `on ${name} at ${width} px, with the header transparent and dark`,
          only(width === 768 || path === '/no-such-page'),
          async ({ page }) => {
            await page.setViewportSize({ width, height: 900 });
            const hydrated = await watchHydration(page);
            await page.goto(path);
            await expect(page.locator('header[data-scrolled="false"]')).toBeVisible();
            expect(await violations(page)).toEqual([]);
            // The header turns dark by script. The 404 is too short to scroll.
            await hydrated();
            expect(await scrollDown(page)).toBe(path !== '/no-such-page');
            expect(await violations(page, 'header')).toEqual([]);
          },
        );
      }
    }

    for (const width of widths) {
      test(
        `on home at ${width} px with the menu open, the theme switch open, and the carousel started`,
        SAMPLE_ONLY,
        async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          const hydrated = await watchHydration(page);
          await page.goto('/');
          await hydrated();
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible();
          // The page under them is the one the test above checks whole.
          expect(await violations(page, 'header')).toEqual([]);
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: /^Theme: / }).click();
          await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
          expect(await violations(page, 'header')).toEqual([]);
          await page.keyboard.press('Escape');
          if (!tools.length) return;

          const carousel = page.getByRole('region', { name: 'Tools I work with' });
          await carousel.scrollIntoViewIfNeeded();
          await expect(carousel.locator('.swiper-initialized')).toBeVisible();
          expect(await violations(page, '#tools')).toEqual([]);
        },
      );

      test(
        `on a project at ${width} px with the lightbox open`,
        only(width !== 375),
        async ({ page }) => {
          test.skip(!imagesOf(project).length, 'the set has no project with images');
          await page.setViewportSize({ width, height: 900 });
          const hydrated = await watchHydration(page);
          await page.goto(`/portfolio/${project.slug}`);
          await hydrated();
          const gallery = page.getByRole('region', { name: `${project.name}: images` });
          await expect(gallery.locator('.swiper-initialized')).toBeVisible();
          await page
            .getByRole('button', {
              name: `Open image 1 of ${imagesOf(project).length} full screen`,
            })
            .click();
          await expect(page.locator('.lg-outer.lg-visible')).toBeVisible();
          await expect(page.locator('.lg-current .lg-image')).toBeVisible();
          expect(await violations(page, '.lg-outer')).toEqual([]);
        },
      );
    }
  });
