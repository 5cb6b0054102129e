import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
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
import { selectedSite } from './support/sites';

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

test(
  'the check finds what a page gets wrong: a picture without text, grey on grey',
  SAMPLE_ONLY,
  async ({ page }) => {
    await page.goto('/no-such-page');
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const picture = Object.assign(document.createElement('img'), { src: '/favicon.ico' });
      const faint = Object.assign(document.createElement('p'), { textContent: 'Barely there' });
      faint.style.cssText = 'color: #bbb; background: #ccc';
      document.querySelector('main')!.append(picture, faint);
    });
    const found = await axeViolations(page, 'main');
    expect(found.map((line) => line.split(' ')[0])).toEqual(['color-contrast', 'image-alt']);
  },
);

/** False when the page is too short to scroll, so the header cannot turn dark. */
async function scrollDown(page: Page) {
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight + 100,
  );
  if (!scrolls) return false;
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.locator('html')).toHaveAttribute('data-scrolled', '');
  return true;
}

// What the content does not change (the tablet width, the 404) is checked with the sample only.
const only = (sampleOnly: boolean) => (sampleOnly ? SAMPLE_ONLY : {});
const isSample = selectedSite().name === 'sample';
const checkedWidths = isSample ? widths : widths.filter((width) => width !== 768);

/** Each width in turn on the page already open: a resize lays it out as a load at that width. */
async function atEachWidth(
  page: Page,
  sizes: readonly number[],
  check: (width: number) => Promise<void>,
) {
  for (const width of sizes) {
    await page.setViewportSize({ width, height: 900 });
    await test.step(`at ${width} px`, () => check(width));
  }
}

for (const theme of ['light', 'dark'] as const)
  test.describe(`axe finds nothing in the ${theme} theme`, () => {
    // Two axe passes at each width over a long page (a case study) on a small machine.
    test.describe.configure({ timeout: 90_000 });
    // States settle at once without motion, so contrast is judged on the final colours.
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    });

    for (const { name, path } of PAGES) {
      test(
        `on ${name} at ${checkedWidths.join(', ')} px, with the header transparent and dark`,
        only(path === '/no-such-page'),
        async ({ page }) => {
          await page.setViewportSize({ width: checkedWidths[0], height: 900 });
          const hydrated = await watchHydration(page);
          await page.goto(path);
          await expect(page.locator('html')).not.toHaveAttribute('data-scrolled');
          // Judged on the page React holds. The 404 is too short to scroll.
          await hydrated();
          await atEachWidth(page, checkedWidths, async () => {
            await page.evaluate(() => window.scrollTo(0, 0));
            await expect(page.locator('html')).not.toHaveAttribute('data-scrolled');
            expect(await axeViolations(page)).toEqual([]);
            expect(await scrollDown(page)).toBe(path !== '/no-such-page');
            expect(await axeViolations(page, 'header')).toEqual([]);
          });
        },
      );
    }

    test(
      `on home at ${widths.join(', ')} px with the menu open, the theme switch open, and the carousel started`,
      SAMPLE_ONLY,
      async ({ page }) => {
        const hydrated = await watchHydration(page);
        await page.goto('/');
        await hydrated();
        await atEachWidth(page, widths, async () => {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible();
          // The page under them is the one the test above checks whole.
          expect(await axeViolations(page, 'header')).toEqual([]);
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: /^Theme: / }).click();
          await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
          expect(await axeViolations(page, 'header')).toEqual([]);
          await page.keyboard.press('Escape');
          if (!tools.length) return;

          const carousel = page.getByRole('region', { name: 'Tools I work with' });
          await carousel.scrollIntoViewIfNeeded();
          await expect(carousel.locator('.swiper-initialized')).toBeVisible();
          expect(await axeViolations(page, '#tools')).toEqual([]);
        });
      },
    );

    const lightboxWidths = isSample ? widths : [375];
    test(`on a project at ${lightboxWidths.join(', ')} px with the lightbox open`, async ({
      page,
    }) => {
      test.skip(!imagesOf(project).length, 'the set has no project with images');
      await page.setViewportSize({ width: lightboxWidths[0]!, height: 900 });
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
      await atEachWidth(page, lightboxWidths, async () => {
        await expect(page.locator('.lg-current .lg-image')).toBeVisible();
        expect(await axeViolations(page, '.lg-outer')).toEqual([]);
      });
    });
  });
