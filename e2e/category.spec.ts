import { expect, test } from '@playwright/test';
import {
  QUICK,
  SAMPLE_ONLY,
  ownerName,
  sample,
  readProjects,
  settledInView,
  watchHydration,
  watchNetwork,
} from './support';

const projects = readProjects();
const categories = sample<{ name: string; slug: string }[]>('categories.json');

test.beforeEach(async ({ page }) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
});

test(
  '/category/all lists every entry, 6 a page, with the owner name and ALL in the title',
  QUICK,
  async ({ page }) => {
    await page.goto('/category/all');
    await expect(page).toHaveTitle(`${ownerName()} | ALL`);
    await expect(page.getByRole('article')).toHaveCount(Math.min(6, projects.length));
    await expect(page.getByRole('link', { name: 'All Portfolio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
);

for (const category of categories) {
  test(`/category/${category.slug} lists only its projects`, async ({ page }) => {
    const expected = projects.filter((p) => p.category_slug === category.slug).map((p) => p.name);
    await page.goto(`/category/${category.slug}`);
    await expect(page).toHaveTitle(`${ownerName()} | ${category.slug.toUpperCase()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(expected.slice(0, 6));
    await expect(page.getByText('There is no data to display.')).toHaveCount(
      expected.length ? 0 : 1,
    );
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(
      expected.length > 6 ? 1 : 0,
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Portfolio categories' })
        .getByRole('link', { name: category.name }),
    ).toHaveAttribute('aria-current', 'page');
  });
}

test(
  'the page number lives in the URL and survives a reload and Back',
  SAMPLE_ONLY,
  async ({ page }) => {
    test.skip(projects.length <= 6, 'the set has one page of projects');
    await page.goto('/category/all');
    await settledInView(page.getByRole('button', { name: 'Next' }));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/category\/all\?page=2$/);
    await expect(page.getByRole('article').first()).toContainText(projects[6]!.name);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('2 /');
    await expect(page.getByRole('article').first()).toContainText(projects[6]!.name);

    await settledInView(page.getByRole('button', { name: 'Previous' }));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/category\/all$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('article').first()).toContainText(projects[6]!.name);
  },
);

for (const bad of ['0', '99', 'abc']) {
  test(`?page=${bad} means page 1`, SAMPLE_ONLY, async ({ page }) => {
    test.skip(projects.length <= 6, 'the set has one page of projects');
    await page.goto(`/category/all?page=${bad}`);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('1 /');
    await expect(page.getByRole('article').first()).toContainText(projects[0]!.name);
  });
}

test('category pages are prerendered', async ({ request }) => {
  for (const path of ['/category/all', ...categories.map((c) => `/category/${c.slug}`)]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-prerender']).toMatch(/^1(, 1)*$/);
  }
});

test(
  'fetches a linked page ahead of the click only once a visitor reaches for its link',
  SAMPLE_ONLY,
  async ({ page, baseURL }) => {
    const ahead: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) ahead.push(url.pathname);
    });
    const hydrated = await watchHydration(page);
    const untilQuiet = watchNetwork(page, baseURL!);
    await page.goto('/category/all');
    await hydrated();
    await untilQuiet();
    // Nothing fetched for the links merely on screen: cards, category links, the header.
    expect(ahead).toEqual([]);

    const project = projects[0]!;
    await page.getByRole('link', { name: project.name }).hover();
    await expect
      .poll(() => ahead)
      .toContainEqual(expect.stringContaining(`/portfolio/${project.slug}`));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: project.name }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${project.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  },
);
