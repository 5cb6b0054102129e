import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { run } from './support/build';
import { recordPageViews, sample, readProjects } from './support';

const project = readProjects()[0]!;
const category = sample<{ slug: string }[]>('categories.json')[0]!;

const cases = [
  ['/', 'Home Page'],
  ['/category/all', 'Category Page'],
  [`/category/${category.slug}`, 'Category Page'],
  [`/portfolio/${project.slug}`, `${project.name} Page`],
  ['/not-here', 'Not Found Page'],
] as const;

for (const [path, label] of cases) {
  test(`a view of ${path} is reported once as "${label}"`, async ({ page, baseURL }) => {
    const views = await recordPageViews(page);
    await page.goto(path);
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]).toEqual({ fullUrl: `${baseURL}${path}`, page: label });
    // Leaving the page is when a view not yet sent would go (pagehide): it was sent, so nothing more.
    await page.goto('about:blank');
    expect(views).toHaveLength(1);
  });
}

test('each page reached by in-site navigation is one more view', async ({ page, baseURL }) => {
  const views = await recordPageViews(page);
  await page.goto(`/portfolio/${project.slug}`);
  await expect.poll(() => views.length).toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect.poll(() => views.map((v) => v.page)).toEqual([`${project.name} Page`, 'Home Page']);
  expect(views[1]!.fullUrl).toBe(`${baseURL}/`);
});

test("the view is reported after the page's first contentful paint", async ({ page }) => {
  const views = await recordPageViews(page);
  // Stylesheets held back hold the first paint back, until the page's own clock has been read.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/*.css', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  const loaded = page.goto('/');
  await requested;
  const releasedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  expect(views).toEqual([]);
  release();
  await loaded;
  await expect.poll(() => views.length).toBe(1);
  // The report's timing entry is added once its answer has arrived, a moment after it was sent.
  const reportStart = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/events'))
          ?.startTime ?? null,
    );
  await expect.poll(reportStart).not.toBeNull();
  const timing = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  }));
  const report = (await reportStart())!;
  expect(timing.origin + timing.firstPaint).toBeGreaterThan(releasedAt);
  expect(report).toBeGreaterThanOrEqual(timing.firstPaint);
});

test('a failing tracking endpoint never breaks the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/api/events', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('the request body is JSON sent with POST', async ({ page }) => {
  const requests: { method: string; type: string | null }[] = [];
  await page.route('**/api/events', async (route) => {
    requests.push({
      method: route.request().method(),
      type: await route.request().headerValue('content-type'),
    });
    await route.fulfill({ status: 204 });
  });
  await page.goto('/');
  await expect.poll(() => requests).toEqual([{ method: 'POST', type: 'application/json' }]);
});

test('with no settings, a view reaches the built-in endpoint and `npm run stats` counts it', async ({
  page,
}) => {
  const label = `${project.name} Page`;
  const count = () => {
    const stats = run('node_modules/.bin/tsx', ['scripts/stats.ts', '--from', '1h', '--json'], {
      DATA_DIR: E2E_DATA_DIR,
    });
    expect(stats.status, stats.output).toBe(0);
    const byPage: { page: string; views: number }[] = JSON.parse(stats.stdout).byPage ?? [];
    return byPage.find((row) => row.page === label)?.views ?? 0;
  };
  const before = count();
  const answered = page.waitForResponse('**/api/events');
  await page.goto(`/portfolio/${project.slug}`);
  expect((await answered).status()).toBe(204);
  expect(count()).toBeGreaterThan(before);
});
