import { expect, test, type Page } from '@playwright/test';
import { ownerName, sample, visibleSlides, type SamplePortfolio } from './support';

const portfolios = sample<SamplePortfolio[]>('portfolios.json');
const project = portfolios[1]!;
const tags = project.tags
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean);

test.beforeEach(async ({ page }) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
});

test('shows the name, category, tags, project link, creation date and description', async ({
  page,
}) => {
  await page.goto(`/portfolio/${project.slug}`);
  await expect(page).toHaveTitle(`${project.name} | ${ownerName()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(tags);
  const facts = page.locator('dl');
  await expect(facts.getByRole('link', { name: project.category!.name })).toHaveAttribute(
    'href',
    `/category/${project.category!.id}`,
  );
  const link = facts.getByRole('link', { name: /Visit the project/ });
  await expect(link).toHaveAttribute('href', project.url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const created = new Date(project.created_at);
  const pad = (n: number) => String(n).padStart(2, '0');
  const expected = `${pad(created.getUTCDate())}/${pad(created.getUTCMonth() + 1)}/${created.getUTCFullYear()}, ${pad(created.getUTCHours())}:${pad(created.getUTCMinutes())}`;
  await expect(facts.locator('time')).toHaveText(expected);
  await expect(page.getByRole('heading', { name: 'About the project' })).toBeVisible();
});

test('links to the previous and next project', async ({ page }) => {
  await page.goto(`/portfolio/${project.slug}`);
  const nav = page.getByRole('navigation', { name: 'More projects' });
  await expect(nav.getByRole('link', { name: new RegExp(portfolios[0]!.name) })).toHaveAttribute(
    'href',
    `/portfolio/${portfolios[0]!.slug}`,
  );
  await nav.getByRole('link', { name: new RegExp(portfolios[2]!.name) }).click();
  await expect(page).toHaveURL(`/portfolio/${portfolios[2]!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(portfolios[2]!.name);
});

for (const [width, perView] of [
  [375, 1],
  [700, 2],
  [1100, 3],
  [1400, 4],
] as const) {
  test(`the carousel shows ${perView} image(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/portfolio/${project.slug}`);
    expect(await visibleSlides(page, `${project.name}: images`)).toBe(
      Math.min(perView, project.images.length),
    );
  });
}

test('autoplay is off for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/portfolio/${project.slug}`);
  const active = () => page.locator('.swiper-slide-active img').getAttribute('alt');
  const first = await active();
  await page.waitForTimeout(5000);
  expect(await active()).toBe(first);
});

test('autoplay moves on by itself, and holds still while the pointer or focus is on the carousel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/portfolio/${project.slug}`);
  const carousel = page.getByRole('region', { name: `${project.name}: images` });
  await expect(carousel.locator('.swiper-initialized')).toBeVisible();
  const active = () => carousel.locator('.swiper-slide-active img').getAttribute('alt');

  const first = await active();
  await expect.poll(active, { timeout: 7000 }).not.toBe(first);

  await carousel.hover();
  const hovered = await active();
  await page.waitForTimeout(5000);
  expect(await active()).toBe(hovered);

  await page.mouse.move(0, 0);
  await carousel.locator('.swiper-slide-active button').focus();
  const focused = await active();
  await page.waitForTimeout(5000);
  expect(await active()).toBe(focused);
});

const lightbox = (page: Page) => page.locator('.lg-outer.lg-visible');
const current = (page: Page) => page.locator('.lg-outer .lg-counter-current');

test('lightgallery is not requested before the first click, and opens at the clicked image', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/portfolio/${project.slug}`);
  await page.waitForLoadState('networkidle');
  const scriptsBefore = requested.filter((url) => url.endsWith('.js')).length;
  // lightgallery's stylesheet defines .lg-outer; it must not be on the page yet.
  const lgStyles = () =>
    page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('.lg-outer')),
      ),
    );
  expect(await lgStyles()).toBe(false);
  expect(await page.locator('.lg-outer').count()).toBe(0);

  await page
    .getByRole('button', { name: `Open image 2 of ${project.images.length} full screen` })
    .click();
  await expect(lightbox(page)).toBeVisible();
  await expect(current(page)).toHaveText('2');
  expect(requested.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
  expect(await lgStyles()).toBe(true);
});

test('the lightbox: arrow keys, zoom and rotate controls, Escape, and focus back on the image', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`/portfolio/${project.slug}`);
  const opener = page.getByRole('button', {
    name: `Open image 1 of ${project.images.length} full screen`,
  });
  await opener.click();
  await expect(lightbox(page)).toBeVisible();
  await expect(current(page)).toHaveText('1');
  // lightgallery ignores keys while a slide change is still settling, as a visitor's pace never hits.
  await page.keyboard.press('ArrowRight');
  await expect(current(page)).toHaveText('2');
  await page.waitForTimeout(400);
  await page.keyboard.press('ArrowLeft');
  await expect(current(page)).toHaveText('1');
  await page.waitForTimeout(400);

  const box = page.locator('.lg-outer');
  await expect(box.getByRole('button', { name: 'Zoom out' })).toBeVisible();
  await box.getByRole('button', { name: 'Rotate right' }).click();
  await expect(page.locator('.lg-current .lg-img-rotate')).toHaveAttribute(
    'style',
    /rotate\(90deg\)/,
  );
  await box.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.locator('.lg-outer')).toHaveClass(/lg-zoomed/);

  // Zoom moves in steps of 0.12 and stays between 0.1× and 3×.
  const image = page.locator('.lg-current .lg-image');
  const zoom = async () =>
    Number(/scale3d\(([\d.]+)/.exec((await image.getAttribute('style')) ?? '')?.[1] ?? 1);
  expect(await zoom()).toBeCloseTo(1.12);
  for (let i = 0; i < 16; i += 1) await box.getByRole('button', { name: 'Zoom in' }).click();
  expect(await zoom()).toBe(3);
  await expect(box.getByRole('button', { name: 'Zoom in' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  for (let i = 0; i < 25; i += 1) await box.getByRole('button', { name: 'Zoom out' }).click();
  expect(await zoom()).toBe(0.1);
  await expect(box.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(box.getByRole('button', { name: 'Zoom in' })).not.toHaveAttribute('aria-disabled');
  await expect(image).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the lightbox closes on a click on the backdrop', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1400, height: 1400 });
  await page.goto(`/portfolio/${project.slug}`);
  await page.getByRole('button', { name: /Open image 1 of/ }).click();
  await expect(lightbox(page)).toBeVisible();
  const image = (await page.locator('.lg-current .lg-image').boundingBox())!;
  expect(image.y).toBeGreaterThan(120);
  // Above the image, below the toolbar: only the backdrop is there.
  await page.mouse.click(image.x + image.width / 2, image.y - 40);
  await expect(lightbox(page)).toHaveCount(0);
});

test('an image that fails to load shows a broken-image message in the lightbox', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(`**${project.images[0]!.image}`, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto(`/portfolio/${project.slug}`);
  await page.getByRole('button', { name: /Open image 1 of/ }).click();
  await expect(page.locator('.lg-current .lg-error-msg')).toBeVisible();
});

test('the first image is fetched first, the others lazily', async ({ page }) => {
  await page.goto(`/portfolio/${project.slug}`);
  const images = page.getByRole('region', { name: `${project.name}: images` }).locator('img');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
});
