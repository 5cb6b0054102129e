import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../build/rewrites/compile-hints';
import { loaderSources } from '../build/rewrites/deferred-hydration';
import { moduleScriptTags } from '../build/rewrites/next-output';
import { selectedSite } from './support/sites';

// The sets are built with and without deferred hydration, so the page specs prove both.
const { deferredHydration } = selectedSite();

test(`DEFERRED_HYDRATION=${deferredHydration ? 'on' : 'off'}: the page's chunks come ${deferredHydration ? 'from the loader, with the compile hint' : "in Next's own tags, as built"}`, async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const tags = moduleScriptTags(html)
    .map((tag) => /\ssrc="(\/_next\/static\/[^"]+)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&'))
    .filter((src) => src !== undefined);
  const requested = loaderSources(html);
  const chunks = deferredHydration ? requested : tags;
  expect(deferredHydration ? tags : requested).toEqual([]);
  expect(chunks.length).toBeGreaterThan(3);
  for (const src of chunks) {
    const body = await (await request.get(src)).text();
    expect([src, body.startsWith(COMPILE_HINT)]).toEqual([src, deferredHydration]);
  }
});

test("a press made while the page's scripts are on their way is not lost: the menu opens", async ({
  page,
}) => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    await arrived;
    await route.continue().catch(() => {}); // the page may be gone by then
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});
