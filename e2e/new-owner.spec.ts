import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { watchHydration } from './support';

// Every list empty and no pictures: a project segment with no ids once stopped the build.

test('the home page shows who the owner is, the empty portfolio, and no empty section', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tomás Achterberg');
  const portfolio = page.locator('#portfolio');
  await expect(portfolio.getByText('There is no data to display.')).toBeVisible();
  await expect(portfolio.getByRole('link', { name: 'All Portfolio' })).toHaveAttribute(
    'href',
    '/category/all',
  );
  for (const id of ['experience', 'education', 'services', 'hire', 'notes']) {
    await expect(page.locator(`#${id}`)).toHaveCount(0);
  }
  await expect(page.locator('.swiper')).toHaveCount(0);
  await expect(page.locator('#contact')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Tomás Achterberg');

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('banner');
  await expect(menu.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Experience' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Education' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Hire me' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Notes' })).toHaveCount(0);
  await expect(page.locator('link[type="application/atom+xml"]')).toHaveCount(0);
  await expect(page.getByText(/availability|Available for/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Book a call/ })).toHaveCount(0);
  await expect(page.locator('#contact select')).toHaveCount(0);
});

test('sections that follow one another on one band are parted by a rule', async ({ page }) => {
  await page.goto('/');
  const parted = await page.evaluate(() =>
    ['biography', 'portfolio', 'contact'].map((id) => {
      const element = document.getElementById(id)!;
      const style = getComputedStyle(element);
      const above = getComputedStyle(element.previousElementSibling!).backgroundColor;
      return `${id}: ${above === style.backgroundColor ? style.borderTopWidth : 'another band'}`;
    }),
  );
  expect(parted).toEqual(['biography: another band', 'portfolio: 1px', 'contact: 1px']);
});

test('the category page and its French twin show the empty state', async ({ page }) => {
  expect((await page.goto('/category/all'))?.status()).toBe(200);
  await expect(page.getByText('There is no data to display.')).toBeVisible();
  expect((await page.goto('/fr/category/all'))?.status()).toBe(200);
  await expect(page.getByText('Il n’y a rien à afficher.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('no project address exists, not even the one the build holds the segment open with', async ({
  request,
}) => {
  for (const path of [
    '/portfolio/-',
    '/portfolio/anything',
    '/fr/portfolio/-',
    '/portfolio/-/share.png',
    '/fr/portfolio/anything/share.png',
    '/category/web-design',
    '/hire',
    '/fr/hire',
    '/hire/share.png',
    '/notes',
    '/fr/notes',
    '/notes?page=2',
    '/notes/-',
    '/notes/tags/-',
    '/notes/share.png',
    '/feed.xml',
    '/fr/feed.xml',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/portfolio/');
  expect(sitemap).not.toContain('/hire');
  expect(sitemap).not.toContain('/notes');
  expect(sitemap).toContain('/category/all');
});

test("the share images of the pages that exist are drawn with no picture of the owner's", async ({
  request,
}) => {
  for (const path of ['/share.png', '/fr/share.png', '/category/all/share.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

for (const theme of ['light', 'dark'] as const)
  for (const path of ['/', '/fr', '/category/all'])
    test(`axe finds nothing on ${path} in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });

test('with no experience, education or skills, /cv still shows who the owner is and how to reach them', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.locator('#about').getByRole('link', { name: 'View Resume' }).click();
  await expect(page).toHaveURL(/\/cv$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tomás Achterberg');
  const cv = page.getByRole('article', { name: 'Tomás Achterberg' });
  await expect(cv.getByRole('link', { name: 'hello@tomas-achterberg.example.com' })).toBeVisible();
  await expect(cv.getByRole('region', { name: 'Profile' })).toContainText(
    'writes developer documentation',
  );
  for (const name of ['Experience', 'Education', 'Skills', 'Selected projects', 'Languages']) {
    await expect(cv.getByRole('region', { name })).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  for (const path of ['/resume.json', '/fr/resume.json']) {
    const resume = await (await request.get(path)).json();
    expect(resume).toMatchObject({ basics: { name: 'Tomás Achterberg' }, work: [], education: [] });
  }
  expect((await page.goto('/fr/cv'))?.status()).toBe(200);
});

test('with nothing made yet, search finds the owner on the home page, in both languages', async ({
  page,
  request,
}) => {
  const index = await (await request.get('/search-index.json')).json();
  expect(index.entries.map((entry: { url: string }) => entry.url)).toEqual([
    '/#about',
    '/#contact',
  ]);
  const french = await (await request.get('/fr/search-index.json')).json();
  expect(french.entries.map((entry: { url: string }) => entry.url)).toEqual([
    '/fr#about',
    '/fr#contact',
  ]);

  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  const hydrated = await watchHydration(page);
  await page.goto('/search?q=documentation');
  await expect(page.getByRole('status')).toHaveText('1 result for “documentation”');
  await expect(
    page.getByRole('region', { name: 'On the home page' }).getByRole('link', { name: 'About' }),
  ).toHaveAttribute('href', '/#about');
  await page.goto('/fr/search?q=projet');
  await expect(page.getByRole('status')).toHaveText('Aucun résultat pour « projet »');
  await expect(page.getByText('Aucun résultat pour « projet ».')).toBeVisible();

  // Before its scripts run, the link leads to /fr/search instead of opening the dialog.
  await hydrated();
  await page.getByRole('banner').getByRole('link', { name: 'Rechercher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechercher sur le site' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('tomas');
  await expect(dialog.getByRole('group', { name: 'Sur la page d’accueil' })).toContainText(
    'À propos',
  );
  expect(await axeViolations(page, 'dialog')).toEqual([]);
});

test('on a phone, an owner without a logo has their initials as the link home, on every page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const address of ['/', '/cv', '/category/all', '/fr', '/fr/cv']) {
    await page.goto(address);
    const home = page.getByRole('banner').getByRole('link', { name: 'Tomás Achterberg' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', address.startsWith('/fr') ? '/fr' : '/');
    const monogram = home.locator('[aria-hidden="true"]');
    await expect(monogram).toHaveText('TA');
    const box = (await monogram.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(36);
    // Nothing of the header spills past the screen's edges, the buttons beside it neither.
    const controls = page.getByRole('banner').locator('a:visible, button:visible');
    for (const control of await controls.all()) {
      const { x, width } = (await control.boundingBox())!;
      expect(x, await control.innerText()).toBeGreaterThanOrEqual(0);
      expect(x + width, await control.innerText()).toBeLessThanOrEqual(375);
    }
  }
});
