import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The sample content, read the way the owner wrote it, for expected values in assertions. */
export function sample<T = Record<string, unknown>>(file: string): T {
  const json = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'config', file), 'utf8'));
  return (Array.isArray(json) || !('data' in json) ? json : json.data) as T;
}

export type SampleAbout = Record<string, string>;
export type SamplePortfolio = {
  name: string;
  slug: string;
  category?: { id: string; name: string } | null;
  category_slug?: string;
  images: { image: string }[];
  tags: string;
  url: string;
  created_at: string;
  avatar: string;
};

export const about = () => sample<SampleAbout>('about.json');
export const ownerName = () => `${about().first_name} ${about().last_name}`;

/** Records the page-view reports a page sends, answering them like the real endpoint. */
export async function recordPageViews(page: Page) {
  const bodies: { fullUrl: string; page: string }[] = [];
  await page.route('**/api/events', async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  return bodies;
}

export const widths = [375, 768, 1280] as const;

/** How many slides of the named carousel are wholly inside its frame. */
export async function visibleSlides(page: Page, label: string) {
  const carousel = page.getByRole('region', { name: label });
  await expect(carousel.locator('.swiper-initialized')).toBeVisible();
  return carousel.evaluate((root) => {
    const frame = root.querySelector('.swiper')!.getBoundingClientRect();
    return [...root.querySelectorAll('.swiper-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}
