import { publishedNotes } from './support/notes';
import { expect, test, type Page } from '@playwright/test';
import {
  actionFields,
  carouselSettled,
  imagesOf,
  isContactAction,
  readProjects,
  sample,
} from './support';

const offers = sample<{ id: string; featured?: boolean }[]>('offers.json');
const FIRST_OFFER = (offers.find((offer) => offer.featured) ?? offers[0])?.id;

const project = readProjects()[0]!;

type Stop = { name: string; ring: boolean; visible: boolean; body: boolean };

/** A ring is an outline of 2 px or more; read as the next frame shows it (content-visibility). */
const focused = (page: Page) =>
  page.evaluate(async (): Promise<Stop> => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { name: 'body', ring: false, visible: false, body: true };
    const style = getComputedStyle(el);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const box = el.getBoundingClientRect();
    const visible =
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
    const name = `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    return { name, ring, visible, body: false };
  });

async function tabThrough(page: Page, limit = 200) {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (stop.body || (stops.length > 0 && stop.name === stops[0]!.name)) break;
    stops.push(stop);
  }
  return stops;
}

test.describe('every Tab stop shows a focus ring and is on screen', () => {
  const note = publishedNotes().find((n) => /^```\w+/m.test(n.body));
  const notePages = note ? ['/notes', `/notes/${note.slug}`] : [];
  for (const path of [
    '/',
    '/category/all',
    `/portfolio/${project.slug}`,
    ...notePages,
    '/no-such-page',
  ]) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const stops = await tabThrough(page);
        expect(stops.length).toBeGreaterThan(3);
        expect(stops.filter((stop) => !stop.ring).map((stop) => stop.name)).toEqual([]);
        expect(stops.filter((stop) => !stop.visible).map((stop) => stop.name)).toEqual([]);
      });
    }
  }
});

test('the Show More toggles open and close with Enter and Space', async ({ page }) => {
  await page.goto('/');
  for (const name of ['Show More', 'Show more']) {
    // The name changes with the state, so the button is found again by what it controls.
    const controls = await page
      .getByRole('button', { name, exact: true })
      .first()
      .getAttribute('aria-controls');
    const toggle = page.locator(`button[aria-controls="${controls}"]`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
});

test('the pager turns pages from the keyboard', async ({ page }) => {
  await page.goto('/category/all');
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', {
    name: 'Next',
  });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: /^Projects, page 2 of/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2/);
});

for (const { path, label } of [
  { path: '/', label: 'Tools I work with' },
  { path: `/portfolio/${project.slug}`, label: `${project.name}: images` },
]) {
  test(`the carousel "${label}" moves with its arrow buttons and arrow keys`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const carousel = page.getByRole('region', { name: label });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    // A case study's carousel is below its story: brought into view, it starts, and the story
    // above it is laid out in full; a press waits for both to settle.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-initialized')).toBeVisible();
    await carouselSettled(carousel);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await next.focus();
    const active = () => carousel.locator('.swiper-slide-active').getAttribute('aria-label');
    const first = await active();
    await page.keyboard.press('Enter');
    await expect.poll(active).not.toBe(first);
    await carouselSettled(carousel);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(active).toBe(first);
  });
}

test('the lightbox opens from the keyboard, keeps focus inside, and gives it back on Escape', async ({
  page,
}) => {
  await page.goto(`/portfolio/${project.slug}`);
  const opener = page.getByRole('button', {
    name: `Open image 1 of ${imagesOf(project).length} full screen`,
  });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${project.name}: image viewer` });
  await expect(page.locator('.lg-outer.lg-visible')).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect((await focused(page)).ring).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.lg-outer.lg-visible')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the contact form is filled and sent with the keyboard alone', async ({ page }) => {
  const bodies: Record<string, string>[] = [];
  await page.route('**/*', async (route) => {
    if (!isContactAction(route.request())) return route.fallback();
    bodies.push(await actionFields(route.request()));
    await route.continue();
  });
  await page.goto('/');
  const name = page.locator('#contact form').getByLabel('Name');
  await name.focus();
  await page.keyboard.type('Ann Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ann@example.com');
  await page.keyboard.press('Tab');
  // "What is it about?": "Choose…" at first, then the offers (the featured first), then "Something
  // else".
  const about = page.locator('#contact form').getByLabel('What is it about?');
  await expect(about).toBeFocused();
  await expect(about).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  const offer = await about.inputValue();
  expect(offer).toBe(FIRST_OFFER);
  await page.keyboard.press('Tab');
  await page.keyboard.type('A new site');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Hello, Ines!');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your message!' }),
  ).toBeVisible();
  expect(bodies).toEqual([
    {
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'A new site',
      message: 'Hello, Ines!',
      offer: FIRST_OFFER,
      website: '',
      lang: 'en',
    },
  ]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the menu jumps to a section instead of scrolling smoothly', async ({ page }) => {
    await page.goto('/');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    // Every position the page passes through: a smooth scroll passes many between top and section.
    await page.evaluate(() => {
      const seen: number[] = ((window as unknown as { seen: number[] }).seen = []);
      addEventListener('scroll', () => seen.push(scrollY), { passive: true });
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Contact', exact: true }).click();
    // The menu scrolls two frames after the click, which a busy machine may draw late.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.abs(document.getElementById('contact')!.getBoundingClientRect().top),
        ),
      )
      .toBeLessThan(120);
    const { seen, end } = await page.evaluate(() => ({
      seen: (window as unknown as { seen: number[] }).seen,
      end: scrollY,
    }));
    expect(end).toBeGreaterThan(1000);
    expect(seen.filter((y) => y > 100 && y < end - 300)).toEqual([]);
  });
});
