import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { QUICK, readProjects, sample, watchHydration } from './support';
import { publishedNotes } from './support/notes';
import { SEARCH } from '../lib/constants';
import { leftovers, loaderSources } from '../build/rewrites/deferred-hydration';

const site = sample<{ language?: string; translations?: string[] }>('site.json');
const other = site.translations?.[0];
const projects = readProjects();
const notes = publishedNotes();
const INDEX = /\/search-index\.json$/;

/** A distinctive word of a name: its longest. */
const wordOf = (name: string) =>
  name.split(/[^\p{L}\p{N}]+/u).reduce((a, b) => (b.length > a.length ? b : a), '');
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Opens `path` and waits for React to have taken over, so that the shortcuts are listened to. */
async function open(page: Page, path: string) {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  const hydrated = await watchHydration(page);
  await page.goto(path);
  await hydrated();
}

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page) => dialog(page).getByRole('combobox');

test('every page has the search button, a link to /search that works before any script', async ({
  page,
}) => {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  const pages = ['/', '/category/all', `/portfolio/${projects[0]!.slug}`, '/cv', '/no-such-page'];
  if (notes.length) pages.push('/notes');
  if (other) pages.push(`/${other}`);
  for (const path of pages) {
    await page.goto(path);
    const button = page.getByRole('banner').getByRole('link', { name: /^(Search|Rechercher)$/ });
    await expect(button, path).toHaveAttribute(
      'href',
      path === `/${other}` ? `/${other}/search` : '/search',
    );
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  }
});

test('the keyboard path: Ctrl+K opens, results come as one types, arrows move, Enter opens', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await open(page, '/');
  expect(requests.filter((url) => INDEX.test(url))).toEqual([]);
  const before = requests.length;
  const script = (url: string) => url.includes('/_next/static/') && url.endsWith('.js');
  const firstLoad = new Set(requests.filter(script));

  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  // The dialog's code and the index arrive now, not with the page.
  expect(requests.slice(before).some((url) => INDEX.test(url))).toBe(true);
  expect(requests.slice(before).filter((url) => script(url) && !firstLoad.has(url))).not.toEqual(
    [],
  );

  const target = projects[0]!;
  await page.keyboard.type(wordOf(target.name));
  const options = dialog(page).getByRole('option');
  await expect(
    dialog(page).getByRole('group', { name: 'Projects' }).getByRole('option').first(),
  ).toContainText(target.name);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id'))!,
  );
  if ((await options.count()) > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowUp');
  }
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/portfolio/${target.slug}$`));
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
});

test('Esc closes and gives focus back; "/" and the button open it again, emptied of nothing', async ({
  page,
}) => {
  await open(page, '/category/all');
  const button = page.getByRole('banner').getByRole('link', { name: 'Search' });
  await button.click();
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('zzqxj');
  await expect(dialog(page)).toContainText('Nothing matches “zzqxj”.');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue('zzqxj');
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog(page)).toBeHidden();

  // Typing "/" in a field of the page is typing.
  await page.goto('/#contact');
  const name = page.getByRole('textbox').first();
  await name.fill('a/b');
  await expect(name).toHaveValue('a/b');
  await expect(dialog(page)).toHaveCount(0);
});

test('accents and case do not matter: a name typed in capitals without its accents is found', async ({
  page,
}) => {
  const accented = projects.find((project) => /[À-ÿ]/.test(project.description ?? ''));
  test.skip(!accented, 'no project with an accented word');
  const word = wordOf(
    (accented!.description ?? '')
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .find((w) => /[À-ÿ]/.test(w))!,
  );
  await open(page, '/');
  await page.keyboard.press('Control+k');
  await page.keyboard.type(plain(word).toUpperCase());
  await expect(dialog(page).getByRole('option').filter({ hasText: accented!.name })).toHaveCount(1);
  await expect(
    dialog(page).getByRole('option').filter({ hasText: accented!.name }).locator('mark').first(),
  ).toBeVisible();
});

test("in another language, the index and the results are that language's", async ({ page }) => {
  test.skip(!other, 'a site in one language');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await open(page, `/${other}`);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  const translated = sample<{ name: string; slug: string }[]>(`${other}/portfolios.json`)[0]!;
  await page.keyboard.type(plain(wordOf(translated.name)));
  const option = dialog(page).getByRole('option').filter({ hasText: translated.name }).first();
  await expect(option).toBeVisible();
  expect(requests.filter((url) => INDEX.test(url))).toEqual([
    expect.stringMatching(new RegExp(`/${other}/search-index\\.json$`)),
  ]);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/${other}/portfolio/${translated.slug}$`));
});

test('French: "cafe" finds the roastery, and an untranslated note says it is in English @sample-only', async ({
  page,
}) => {
  await open(page, '/fr');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('cafe');
  await expect(dialog(page).getByRole('group', { name: 'Projets' })).toContainText(
    'Harbor & Pine Coffee',
  );
  await page.keyboard.press('Control+a');
  await page.keyboard.type('focus rings');
  const note = dialog(page).getByRole('option').filter({ hasText: 'Focus rings that patients' });
  await expect(note).toContainText('En anglais');
  await expect(note.locator('[lang="en"]').first()).toHaveText(/Focus rings/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/notes\/visible-focus-lumen-dental$/);
});

test(
  '"all results" leads to the search page, whose address can be shared',
  QUICK,
  async ({ page }) => {
    const word = wordOf(projects[0]!.name);
    await open(page, '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type(word);
    await dialog(page)
      .getByRole('link', { name: `All results for “${word}”` })
      .click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${word}”`);
    await expect(
      page
        .getByRole('region', { name: /^Projects/ })
        .getByRole('link', { name: projects[0]!.name }),
    ).toHaveAttribute('href', `/portfolio/${projects[0]!.slug}`);
  },
);

test("the search page's scripts wait for its first paint where a prerendered page's do", async ({
  page,
  request,
}) => {
  // As the build was made: DEFERRED_HYDRATION=off leaves every page as Next.js wrote it.
  const deferred = loaderSources(await (await request.get('/')).text()).length > 0;
  const html = await (await request.get('/search?q=design')).text();
  expect(loaderSources(html).length > 0).toBe(deferred);
  if (deferred) expect(leftovers(html)).toEqual([]);
  // Hydrated all the same: the header's button opens the dialog there too.
  await open(page, '/search?q=design');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(field(page)).toBeFocused();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the button leads to /search, whose form finds and links the results, out of search engines', async ({
    page,
  }) => {
    const target = projects[0]!;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const search = page.getByRole('search');
    await search.getByRole('searchbox').fill(wordOf(target.name).toLowerCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('status')).toContainText(/\d+ results?/);
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(`/portfolio/${target.slug}`);
  });

  test('another language searches in its own, and says when nothing matches', async ({ page }) => {
    test.skip(!other, 'a site in one language');
    await page.goto(`/${other}/search?q=zzqxj`);
    await expect(page.getByRole('search')).toHaveAttribute('action', `/${other}/search`);
    await expect(page.locator('html')).toHaveAttribute('lang', other!);
    await expect(page.getByRole('status')).toContainText('zzqxj');
    await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('zzqxj');
    await expect(page.getByRole('link', { name: /./ }).filter({ hasText: /^$/ })).toHaveCount(0);
  });
});

test('a hostile query is bounded and echoed as text', async ({ request }) => {
  const long = await request.get(`/search?q=${'design '.repeat(1000)}`);
  expect(long.status()).toBe(200);
  const html = await long.text();
  const value = /name="q"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="q"/.exec(html);
  expect(value).not.toBeNull();
  expect(value![1] ?? value![2]).toBe(
    'design '.repeat(1000).slice(0, SEARCH.queryMaxLength).trim(),
  );

  const script = await request.get('/search?q=%3Cscript%3Ealert(1)%3C/script%3E&q=second');
  expect(script.status()).toBe(200);
  const text = await script.text();
  expect(text).not.toContain('<script>alert(1)</script>');
  expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

  for (const query of ['', '?q', '?q=', '?q[]=x', '?q=%00%ff', '?page=2&q=%E2%80%AE']) {
    expect((await request.get(`/search${query}`)).status(), query).toBe(200);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the open dialog with results in the ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(wordOf(projects[0]!.name));
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page, 'dialog')).toEqual([]);
    await page.goto(`/search?q=${encodeURIComponent(wordOf(projects[0]!.name))}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}
