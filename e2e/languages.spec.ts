import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';

type Box = { x: number; y: number; width: number; height: number };
import { baseURL } from '../playwright.config';
import { selectedSite } from './support/sites';
import {
  actionFields,
  isCaseStudy,
  isContactAction,
  pathIn,
  readProjects,
  sample,
  watchHydration,
} from './support';

// A set in one language must show none of this.
const site = sample<{ language?: string; translations?: string[] }>('site.json');
const defaultLanguage = site.language ?? 'en';
const others = site.translations ?? [];
const other = others[0];

function translated<T>(language: string, file: string, fallback: T): T {
  const full = path.resolve(selectedSite().configDir, language, file);
  if (!fs.existsSync(full)) return fallback;
  const json = JSON.parse(fs.readFileSync(full, 'utf8'));
  return (Array.isArray(json) || !('data' in json) ? json : json.data) as T;
}

const project = readProjects().find((p) => p.created_at) ?? readProjects()[0]!;
const at = (language: string, address: string) => pathIn(language, address, defaultLanguage);
const PAGES = ['/', '/category/all', `/portfolio/${project.slug}`];

const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );

test.describe('a site in one language', () => {
  test.skip(others.length > 0, 'the set is in several languages');

  test('has no language button, alternates or offer, and its prefixed addresses lead home', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
    await expect(page.getByRole('button', { name: /Language/ })).toHaveCount(0);
    expect(await alternates(page)).toEqual({});
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
    const answer = await request.get(`/${defaultLanguage}/portfolio/${project.slug}`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toMatch(new RegExp(`/portfolio/${project.slug}$`));
  });
});

test.describe('a site in several languages', () => {
  test.skip(!other, 'the set is in one language');
  const lang = other!;
  const fr = (file: string) => translated<Record<string, unknown>>(lang, file, {});
  const frList = (file: string) => translated<Record<string, unknown>[]>(lang, file, []);

  test("each language's pages speak it: <html lang>, labels, content and dates", async ({
    page,
  }) => {
    await page.goto(at(lang, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const about = fr('about.json') as { title?: string };
    if (about.title) await expect(page.getByText(about.title).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Parlons-en' })).toBeVisible();

    const name = (frList('portfolios.json').find((p) => p.slug === project.slug)?.name ??
      project.name) as string;
    await page.goto(at(lang, `/portfolio/${project.slug}`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // A case study gives its year under its summary; another project, its month in words.
    if (project.created_at && isCaseStudy(project)) {
      await expect(page.getByText('Année', { exact: true })).toBeVisible();
      await expect(page.locator('time').first()).toHaveText(/^\d{4}$/);
    } else if (project.created_at) {
      await expect(page.getByText('Réalisé en', { exact: true })).toBeVisible();
      await expect(page.locator('time').first()).toHaveText(/^\p{Ll}+ \d{4}$/u);
    }
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    // Its own pages in its language, its home's sections too ("/fr#contact").
    for (const href of hrefs) expect(href, href).toMatch(new RegExp(`^/${lang}([/#?]|$)`));
  });

  test('the language button leads to the same page in each language, and back', async ({
    page,
  }) => {
    await page.goto(`/portfolio/${project.slug}`);
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Language' });
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(`${baseURL}/${lang}/portfolio/${project.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    await page.getByRole('button', { name: 'Langue\u202f: Français' }).click();
    await page
      .getByRole('navigation', { name: 'Langue' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(`${baseURL}/portfolio/${project.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
  });

  test('every page names its address in each language and x-default, in <head> and the sitemap', async ({
    page,
    request,
  }) => {
    for (const address of PAGES) {
      for (const language of [defaultLanguage, lang]) {
        await page.goto(at(language, address));
        expect(await alternates(page), at(language, address)).toEqual({
          // As the canonical address is written: the home page without its slash.
          [defaultLanguage]: `${baseURL}${address === '/' ? '' : address}`,
          [lang]: `${baseURL}${at(lang, address)}`,
          'x-default': `${baseURL}${address === '/' ? '' : address}`,
        });
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${baseURL}${at(language, address)}`.replace(/\/$/, ''),
        );
      }
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const projectUrl = `${baseURL}/portfolio/${project.slug}`;
    const frenchUrl = `${baseURL}/${lang}/portfolio/${project.slug}`;
    expect(sitemap).toContain(`<loc>${projectUrl}</loc>`);
    expect(sitemap).toContain(`<loc>${frenchUrl}</loc>`);
    expect(sitemap).toContain(`hreflang="${lang}" href="${frenchUrl}"`);
    expect(sitemap).toContain(`hreflang="x-default" href="${projectUrl}"`);
  });

  test('share previews carry the language, and the image is drawn in it', async ({
    page,
    request,
  }) => {
    const meta = async (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute('content');
    await page.goto(at(lang, `/portfolio/${project.slug}`));
    expect(await meta('og:locale')).toBe('fr_FR');
    expect(await meta('og:locale:alternate')).toBe('en_GB');
    expect(await meta('og:url')).toBe(`${baseURL}/${lang}/portfolio/${project.slug}`);
    const french = await request.get((await meta('og:image'))!);
    expect(french.status()).toBe(200);
    expect(french.headers()['content-type']).toBe('image/png');

    await page.goto(`/portfolio/${project.slug}`);
    expect(await meta('og:locale')).toBe('en_GB');
    const english = await request.get((await meta('og:image'))!);
    // Same name and cover in both languages: only the category and tags differ.
    expect(Buffer.compare(await english.body(), await french.body())).not.toBe(0);
  });

  test('structured data says which language each page is in', async ({ page }) => {
    const ld = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
        JSON.parse(t),
      );
    await page.goto(at(lang, `/portfolio/${project.slug}`));
    const work = (await ld()).find((d) => d['@type'] === 'CreativeWork');
    expect(work).toMatchObject({
      inLanguage: lang,
      url: `${baseURL}/${lang}/portfolio/${project.slug}`,
    });
    await page.goto('/');
    expect((await ld()).find((d) => d['@type'] === 'ProfilePage')).toMatchObject({
      inLanguage: defaultLanguage,
    });
    await page.goto(at(lang, '/category/all'));
    expect((await ld()).find((d) => d['@type'] === 'CollectionPage')).toMatchObject({
      inLanguage: lang,
      url: `${baseURL}/${lang}/category/all`,
    });
  });

  test('a visitor whose browser prefers another language is offered it once, never sent', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    // The offer is drawn as the page hydrates, so its absence is told once it has.
    const hydrated = await watchHydration(page);
    const response = await page.goto('/');
    expect(response!.url()).toBe(`${baseURL}/`);
    const offer = page.getByRole('complementary', { name: 'Suggestion de langue' });
    await expect(offer.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute(
      'href',
      `/${lang}`,
    );
    await offer.getByRole('button', { name: 'Non merci' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await hydrated();
    await expect(offer).toHaveCount(0);
    await context.close();

    const english = await browser.newContext({ locale: 'en-GB' });
    const reader = await english.newPage();
    const readerHydrated = await watchHydration(reader);
    await reader.goto(at(lang, '/category/all'));
    await expect(
      reader.getByRole('complementary', { name: 'Language suggestion' }).getByRole('link'),
    ).toHaveAttribute('href', '/category/all');
    await reader.goto('/category/all');
    await readerHydrated();
    await expect(reader.getByRole('complementary', { name: /suggestion/i })).toHaveCount(0);
    await english.close();
  });

  test('the offer of another language covers nothing: not the biography, not a price, wherever they scroll', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    const overlap = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [address, covered] of [
      [at(lang, '/'), page.getByRole('heading', { name: 'Biographie' })],
      [at(lang, '/hire'), page.getByRole('article').first().locator('p:has(> .sr-only)')],
    ] as const) {
      await page.goto(address);
      const offer = page.getByRole('complementary', { name: 'Language suggestion' });
      await expect(offer).toBeVisible();
      // Where the page opens, and with the part at the bottom, then at the top, of the window.
      for (const block of [undefined, 'end', 'start'] as const) {
        if (block) await covered.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
        const [box, part] = [await offer.boundingBox(), await covered.boundingBox()];
        expect(overlap(box!, part!), `${address}, ${block ?? 'unscrolled'}`).toBe(false);
      }
    }
    await context.close();
  });

  test("an unknown address of another language gets that language's prerendered 404, in any encoding", async ({
    request,
  }) => {
    for (const encoding of ['identity', 'gzip', 'deflate', 'br']) {
      const missing = await request.get(at(lang, `/no-such-page-${encoding}`), {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(missing.status(), encoding).toBe(404);
      expect(await missing.text(), encoding).toContain(`<html lang="${lang}"`);
      expect(missing.headers()['content-encoding'], encoding).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(missing.headers()['etag'], encoding).toBeUndefined();
      expect(missing.headers()['cache-control']).toContain('no-store');
    }
    const head = await request.head(at(lang, '/portfolio/no-such-project'));
    expect(head.status()).toBe(404);
    for (const language of [defaultLanguage, lang]) {
      const page = await request.get(`/missing/${language}`);
      expect(page.status()).toBe(404);
      expect(await page.text()).toContain(`<html lang="${language}"`);
      expect(page.headers()['cache-control']).toContain('no-store');
    }
  });

  test("the own language's prefixed addresses redirect; unknown ones are a 404 in every language", async ({
    page,
    request,
  }) => {
    const answer = await request.get(`/${defaultLanguage}/portfolio/${project.slug}`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toMatch(
      new RegExp(`^(${baseURL})?/portfolio/${project.slug}$`),
    );
    expect((await request.get('/xx/portfolio/anything')).status()).toBe(404);
    const hydrated = await watchHydration(page);

    const labels = (language: string) =>
      (
        JSON.parse(fs.readFileSync(`lib/i18n/catalogues/${language}.json`, 'utf8')) as {
          notFound: { title: string; heading: string; back: string };
        }
      ).notFound;
    for (const [address, language, other] of [
      [`/${lang}/no-such-page`, lang, defaultLanguage],
      [`/${lang}/portfolio/no-such-project`, lang, defaultLanguage],
      ['/no-such-page', defaultLanguage, lang],
    ] as const) {
      const missing = await page.goto(address);
      expect(missing!.status(), address).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(new RegExp(`^${labels(language).title} \\|`));
      await expect(
        page.getByRole('heading', { level: 1, name: labels(language).heading }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: labels(language).back })).toHaveAttribute(
        'href',
        at(language, '/'),
      );
      await expect(main.getByRole('link', { name: labels(other).back })).toHaveAttribute(
        'href',
        at(other, '/'),
      );
      // This address is no page in any language, so the button leads home.
      await expect(page.locator(`header a[hreflang="${other}"]`)).toHaveAttribute(
        'href',
        at(other, '/'),
      );
      await hydrated();
      await expect(page.getByRole('complementary', { name: /suggestion/i })).toHaveCount(0);
    }
    // Security: a client must not choose the language with a header.
    const forged = await request.get('/no-such-page', {
      headers: { 'x-portfolio-path': `/${lang}/no-such-page` },
    });
    expect(forged.status()).toBe(404);
    expect(await forged.text()).toContain(`<html lang="${defaultLanguage}"`);
  });

  test('the contact form is answered in the page language', async ({ page }) => {
    await page.goto(at(lang, '/'));
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const sent = page.waitForRequest(isContactAction);
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    expect(await actionFields(await sent)).toMatchObject({ lang });
    await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      'Merci d’indiquer votre nom.',
    );
  });

  // Listed only for a set in several languages, as a title needs the language.
  for (const address of other ? PAGES : [])
    for (const theme of ['light', 'dark'] as const)
      for (const width of [375, 1280])
        test(`axe finds nothing on ${at(lang, address)} at ${width} px in the ${theme} theme`, async ({
          page,
        }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
          await page.setViewportSize({ width, height: 900 });
          await page.goto(at(lang, address));
          await expect(
            page.getByRole('complementary', { name: 'Language suggestion' }),
          ).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
});
