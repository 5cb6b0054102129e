import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { selectedSite } from './support/sites';
import { networkOf } from '../lib/content/social-networks';
import { about, given, ownerName, sample, readProjects } from './support';

// Each test reads the set under test, so it holds for drawings and photos alike.

const projects = readProjects();
const links = sample<{ name: string; link: string; icon?: string | null }[]>('social-links.json');
const publicFile = (src: string) => path.resolve(selectedSite().publicDir ?? 'public', `.${src}`);

test.beforeEach(async ({ page }) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
});

async function shapes(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    return {
      box: box.width / box.height,
      width: box.width,
      height: box.height,
      natural: img.naturalWidth / img.naturalHeight,
      fit: style.objectFit,
    };
  });
}

test('the header logo is 40 px high at most, as wide as its natural shape asks', async ({
  page,
}) => {
  test.skip(!given(about().icon), 'this set has no logo');
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img', { name: ownerName() });
  const drawn = await shapes(logo);
  expect(drawn.height).toBeLessThanOrEqual(40.5);
  expect(drawn.width).toBeLessThanOrEqual(200.5);
  // Give or take a pixel of rounding in the resized copy.
  expect(Math.abs(drawn.box / drawn.natural - 1)).toBeLessThan(0.03);
});

test('a raster header logo is fetched sharp for a 3× screen', async ({ browser }) => {
  const icon = about().icon;
  test.skip(!given(icon) || icon.endsWith('.svg'), 'an SVG logo is sharp at any density');
  const natural = (await sharp(publicFile(icon!)).metadata()).width!;
  const page = await browser.newPage({ deviceScaleFactor: 3 });
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img', { name: ownerName() });
  const { width } = await shapes(logo);
  const source = await logo.evaluate((img: HTMLImageElement) => img.currentSrc);
  const fetched = Number(new URL(source).searchParams.get('w'));
  expect(fetched).toBeGreaterThanOrEqual(Math.min(Math.floor(width * 3), natural));
  await page.close();
});

test('the hero portrait is a centred square crop of the photo, whatever its shape', async ({
  page,
}) => {
  test.skip(!given(about().avatar), 'this set has no portrait');
  await page.goto('/');
  const portrait = page.getByRole('img', { name: `Portrait of ${ownerName()}` });
  const drawn = await shapes(portrait);
  expect(drawn.box).toBeCloseTo(1, 2);
  expect(drawn.fit).toBe('cover');
  expect(await portrait.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 50%');
});

test('a project card shows a cover of its natural shape in full, or fills the frame with it', async ({
  page,
}) => {
  await page.goto('/category/all');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    const image = cards.nth(i).locator('img');
    if ((await image.count()) === 0) {
      const name = (await cards.nth(i).getByRole('heading').textContent())!;
      await expect(cards.nth(i)).toContainText([...name][0]!);
      continue;
    }
    await image.scrollIntoViewIfNeeded();
    const drawn = await shapes(image);
    expect(drawn.box).toBeCloseTo(4 / 3, 1);
    if (drawn.fit === 'cover') {
      expect(drawn.natural / drawn.box).toBeGreaterThan(0.79);
      expect(drawn.natural / drawn.box).toBeLessThan(1.51);
    } else {
      expect(drawn.fit).toBe('contain');
      const backdrop = await image.evaluate(
        (img) => getComputedStyle(img.parentElement!).backgroundColor,
      );
      expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');
    }
  }
});

test('a large photo reaches a phone at the width it needs, not at its own', async ({ browser }) => {
  const big = projects.find(
    (p) => given(p.avatar) && fs.statSync(publicFile(p.avatar!)).size > 2_000_000,
  );
  test.skip(!big, 'this set has no cover of more than 2 MB');
  const page = await browser.newPage({
    viewport: { width: 375, height: 800 },
    deviceScaleFactor: 2,
  });
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  const fetched: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/_next/image' && url.searchParams.get('url') === big!.avatar) {
      fetched.push({ url: response.url(), bytes: (await response.body()).length });
    }
  });
  await page.goto(`/category/all?page=${Math.floor(projects.indexOf(big!) / 6) + 1}`);
  const card = page.getByRole('article').filter({ hasText: big!.name });
  await card.locator('img').scrollIntoViewIfNeeded();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  const original = fs.statSync(publicFile(big!.avatar!)).size;
  for (const { url, bytes } of fetched) {
    // The card at 2×, rounded up to the next width the site makes.
    expect(Number(new URL(url).searchParams.get('w'))).toBeLessThanOrEqual(828);
    expect(bytes).toBeLessThan(original / 10);
  }
  await page.close();
});

test('social icons read on the dark footer: one-tone ones and known networks’ marks in the text colour, others on a chip', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  for (const link of links) {
    const anchor = footer.getByRole('link', { name: link.name });
    await expect(anchor).toBeVisible();
    const icon = await anchor.evaluate((a) => {
      // Drawn by the glyph's ::before, which is rendered only once the footer is near.
      const glyph = [...a.querySelectorAll('span')].find((s) =>
        getComputedStyle(s, '::before').maskImage.startsWith('url('),
      );
      const chip = a.querySelector('img')?.parentElement;
      const mark = a.querySelector('svg path');
      return {
        glyph: glyph ? getComputedStyle(glyph, '::before').backgroundColor : null,
        mark: mark ? getComputedStyle(mark).fill : null,
        text: getComputedStyle(a).color,
        chip: chip ? getComputedStyle(chip).backgroundColor : null,
      };
    });
    if (!given(link.icon) && networkOf(link)) {
      expect(icon).toEqual({ glyph: null, mark: icon.text, text: icon.text, chip: null });
    } else if (!given(link.icon)) {
      expect(icon).toEqual({ glyph: null, mark: null, text: icon.text, chip: null });
    } else if (icon.glyph) {
      expect(icon.glyph).toBe(icon.text);
    } else {
      expect(icon.chip).toBe('rgb(244, 243, 239)');
    }
  }
});

test('the viewer shows the whole picture, whatever its shape', async ({ page }) => {
  const project = projects.find((p) => (p.images?.length ?? 0) > 0)!;
  await page.goto(`/portfolio/${project.slug}`);
  await page.getByRole('button', { name: /^Open image 1 of/ }).click();
  const image = page.locator('.lg-outer.lg-visible .lg-current .lg-image');
  await expect(image).toBeVisible();
  const drawn = await shapes(image);
  expect(drawn.box).toBeCloseTo(drawn.natural, 1);
  const viewport = page.viewportSize()!;
  expect(drawn.width).toBeLessThanOrEqual(viewport.width);
  expect(drawn.height).toBeLessThanOrEqual(viewport.height);
});
