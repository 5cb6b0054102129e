import { expect, test } from '@playwright/test';
import {
  about,
  sample,
  type SampleTimelineEntry,
  readProjects,
  settledInView,
  watchHydration,
} from './support';

// Each test checks whichever way its set goes: the photographer set lacks most of these.
const projects = readProjects();
const categories = sample<{ name: string; slug: string }[]>('categories.json');
const skills = sample<unknown[]>('skills.json');
const tools = sample<unknown[]>('tools.json');
const experience = sample<SampleTimelineEntry[]>('experience.json');
const education = sample<SampleTimelineEntry[]>('education.json');
const NO_DATA = 'There is no data to display.';
const PER_PAGE = 6;

test.beforeEach(async ({ page }) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
});

test('"What I Do" is there with skills, and not at all without', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = page.getByRole('heading', { name: 'What I Do' });
  if (skills.length) {
    await expect(page.locator('#services')).toHaveCount(1);
    await expect(heading).toHaveCount(1);
    // Bars where the skills have percentages; a list of services where none has.
    const bars = page.locator('#services').getByRole('progressbar');
    if (skills.some((skill) => (skill as { percentage?: number }).percentage !== undefined)) {
      await expect(bars).not.toHaveCount(0);
    } else {
      await expect(bars).toHaveCount(0);
      await expect(page.locator('#services').getByRole('heading', { level: 3 })).not.toHaveCount(0);
    }
  } else {
    await expect(page.locator('#services')).toHaveCount(0);
    await expect(heading).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }
});

test('the tools carousel is there with tools, and not at all without', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Tools I work with' });
  await expect(carousel).toHaveCount(tools.length ? 1 : 0);
  await expect(page.getByRole('heading', { name: 'Tools I work with' })).toHaveCount(
    tools.length ? 1 : 0,
  );
});

test('Experience and Education each show only with entries', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [id, entries] of [
    ['experience', experience],
    ['education', education],
  ] as const) {
    const section = page.locator(`#${id}`);
    if (entries.length) {
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(section.getByRole('listitem')).toHaveCount(entries.length);
    } else {
      await expect(section).toHaveCount(0);
    }
  }
});

const empty = categories.filter((c) => !projects.some((p) => p.category_slug === c.slug));

test('a category with no projects says so, under its heading and title', async ({ page }) => {
  test.skip(!empty.length, 'every category of the set has projects');
  for (const category of empty) {
    await page.goto(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page).toHaveTitle(new RegExp(` \\| ${category.slug.toUpperCase()}$`));
    await expect(page.getByText(NO_DATA, { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  }
});

test('/category/all pages through every project, 6 a page, from "1 / N" to "N / N"', async ({
  page,
}) => {
  const total = Math.ceil(projects.length / PER_PAGE);
  const hydrated = await watchHydration(page);
  await page.goto('/category/all');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  if (total < 2) {
    await expect(page.getByRole('article')).toHaveCount(projects.length);
    await expect(pager).toHaveCount(0);
    return;
  }
  const previous = pager.getByRole('button', { name: 'Previous' });
  const next = pager.getByRole('button', { name: 'Next' });
  await expect(pager).toContainText(`1 / ${total}`);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  // Built as Next.js builds it (DEFERRED_HYDRATION=off), a press before hydration is not replayed.
  await hydrated();
  await settledInView(next);
  await next.click();
  await expect(pager).toContainText(`2 / ${total}`);
  await expect(previous).toBeEnabled();
  for (let n = 3; n <= total; n += 1) {
    await settledInView(next);
    await next.click();
    await expect(pager).toContainText(`${n} / ${total}`);
  }
  await expect(next).toBeDisabled();
  const last = projects.slice((total - 1) * PER_PAGE);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(last.map((p) => p.name));
});

test("Let's Talk lands on the contact section, its heading in view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: "Let's Talk" })
    .click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(
    page.locator('#contact').getByRole('heading', { name: "Let's work together" }),
  ).toBeInViewport();
});

// Scripts other than the JSON-LD are left out: React's data in them writes null and "$undefined".
const paths = [
  '/',
  '/category/all',
  ...categories.map((c) => `/category/${c.slug}`),
  ...projects.map((p) => `/portfolio/${p.slug}`),
];

test('no page says "undefined" or "null", in its text or its attributes', async ({ request }) => {
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = (await response.text())
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
    const found = [...html.matchAll(/.{0,60}\b(undefined|null|NaN)\b.{0,60}/g)].map((m) => m[0]);
    expect.soft(found, path).toEqual([]);
  }
});

test('the footer shows "© <this year> <first name> <last name>"', async ({ page }) => {
  const { first_name, last_name } = about();
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${new Date().getFullYear()} ${first_name} ${last_name}`,
  );
});
