import { expect, test } from '@playwright/test';
import { QUICK, recordPageViews, sample } from './support';
import { publishedNotes } from './support/notes';

for (const path of [
  '/no-such-page',
  '/portfolio/no-such-project',
  '/category/no-such-category',
  '/404',
]) {
  test(
    `${path} answers 404 with the not-found page`,
    path === '/no-such-page' ? QUICK : {},
    async ({ page }) => {
      const views = await recordPageViews(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Oops! The page you're looking for doesn't exist.",
      );
      await expect.poll(() => views.map((v) => v.page)).toEqual(['Not Found Page']);
      await page.getByRole('link', { name: 'Go Back Home' }).click();
      await expect(page).toHaveURL('/');
    },
  );
}

test('the not-found page asks search engines not to index it', async ({ request }) => {
  const html = await (await request.get('/no-such-page')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
});

for (const path of ['/404', '/no-such-page']) {
  test(`${path} carries the not-found page in its server HTML, not an empty shell`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! The page you&#x27;re looking for doesn&#x27;t exist.');
    expect(html).not.toContain('id="__next_error__"');
  });
}

// A page the content leaves out (no offers, no notes) is prerendered as a 404: a visitor who
// follows an old link to it sees the same page as at any unknown address.
const leftOut = [
  ...(sample<unknown[]>('offers.json').length ? [] : ['/hire']),
  ...(publishedNotes().length ? [] : ['/notes']),
];
for (const path of leftOut) {
  test(`${path}, which this content leaves out, shows the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await response?.text()).not.toContain('id="__next_error__"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Oops! The page you're looking for doesn't exist.",
    );
    await expect(page.getByRole('banner').getByRole('link', { name: "Let's Talk" })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL('/');
  });
}
