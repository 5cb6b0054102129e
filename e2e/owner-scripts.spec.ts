import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { about, given } from './support';
import { selectedSite } from './support/sites';

// The photographer set has inline, file and deferred scripts, each pushing its name.
const scripts = about().scripts;
/** In the order a browser runs them: the deferred ones (as analytics snippets come) last. */
const tags = [
  ...(scripts ?? '').matchAll(/<script((?:\s+\w+(?:="[^"]*")?)*)>([^<]*)<\/script>/g),
].map(([, attributes, inline]) => ({
  deferred: /\s(defer|async)\b/.test(attributes!),
  code: /\ssrc="([^"]+)"/.test(attributes!)
    ? fs.readFileSync(
        path.join(selectedSite().publicDir ?? 'public', /\ssrc="([^"]+)"/.exec(attributes!)![1]!),
        'utf8',
      )
    : inline!,
}));
const names = [...tags.filter((t) => !t.deferred), ...tags.filter((t) => t.deferred)].map(
  (tag) => /push\(["']([^"']+)["']\)/.exec(tag.code)?.[1],
);

const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { ownerScripts?: string[] }).ownerScripts);

test.describe('the owner scripts', () => {
  test.skip(!given(scripts), 'this content set has no scripts');

  test('the set under test names the scripts it runs', () => {
    expect(names).toEqual(['inline-1', 'inline-3', 'src-2']);
  });

  for (const route of ['/', '/category/all', '/missing-page']) {
    test(`run once each, in order, on ${route}`, async ({ page }) => {
      await page.goto(route);
      await expect.poll(() => ran(page)).toEqual(names);
    });
  }

  test('do not run again on in-site navigation, and run afresh on a reload', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => ran(page)).toEqual(names);
    await page.locator('a[href="/category/all"]').first().click();
    await expect(page).toHaveURL(/\/category\/all/);
    expect(await ran(page)).toEqual(names);
    await page.reload();
    await expect.poll(() => ran(page)).toEqual(names);
  });
});

test('with about.scripts empty, pages carry no owner scripts', async ({ request }) => {
  test.skip(given(scripts), 'this content set has scripts');
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('data-owner-scripts');
});
