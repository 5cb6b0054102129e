import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { E2E_DATA_DIR } from '../playwright.config';
import { formatAmount } from '../lib/format/price';
import { run } from './support/build';
import { selectedSite, siteRoot } from './support/sites';
import {
  QUICK,
  SAMPLE_ONLY,
  about,
  actionFields,
  isContactAction,
  ownerName,
  sample,
  settledInView,
  watchHydration,
  watchNetwork,
} from './support';

type SampleOffer = {
  id: string;
  name: string;
  summary?: string | null;
  price?: { amount?: number; from?: number; currency: string; unit?: string } | null;
  featured?: boolean | null;
};
type SampleSite = {
  translations?: string[];
  availability?: { status: string; until?: string | null; note?: string | null } | null;
};

const offers = sample<SampleOffer[]>('offers.json');
const featuredFirst = [...offers].sort((a, b) => Number(!!b.featured) - Number(!!a.featured));
const site = sample<SampleSite>('site.json');
const availability = site.availability;
const faq = sample<{ question: string; answer: string }[]>('faq.json');
const UNITS: Record<string, string> = {
  project: 'per project',
  day: 'per day',
  hour: 'per hour',
  month: 'per month',
};

/** What a visitor reads as an offer's price in English. */
function priceText(offer: SampleOffer) {
  const { price } = offer;
  if (!price) return 'Price on request';
  const amount = formatAmount((price.amount ?? price.from)!, price.currency, 'en');
  return `${price.amount === undefined ? 'from ' : ''}${amount} ${UNITS[price.unit ?? 'project']}`;
}

const card = (page: Page, offer: SampleOffer) =>
  page.getByRole('article', { name: offer.name, exact: true });

async function quiet(page: Page) {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
}

test.beforeEach(({}, info) => {
  info.skip(offers.length === 0, 'this content set has no offers');
});

test('the home page shows the offers after the portfolio, featured first, each with its price', async ({
  page,
}) => {
  await quiet(page);
  await page.goto('/');
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids.indexOf('hire')).toBe(ids.indexOf('portfolio') + 1);
  const section = page.locator('#hire');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Ways to work together');
  await expect(section.getByRole('article')).toHaveCount(offers.length);
  const names = await section
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(names).toEqual(featuredFirst.map((offer) => offer.name));
  for (const offer of offers) {
    await expect(card(page, offer).getByText(`Price: ${priceText(offer)}`)).toBeVisible();
  }
  const featured = offers.find((offer) => offer.featured);
  if (featured) await expect(card(page, featured).getByText('Most requested')).toBeVisible();
  await expect(section.getByRole('link', { name: 'More on working together' })).toHaveAttribute(
    'href',
    '/hire',
  );
});

test('offers side by side show their prices, and their buttons, at the same height', async ({
  page,
}) => {
  test.skip(offers.length < 2, 'one offer has none beside it');
  await quiet(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hire');
  const placed = await Promise.all(
    offers.map(async (offer) => {
      const [article, price, ask] = await Promise.all([
        card(page, offer).boundingBox(),
        card(page, offer)
          .getByText(`Price: ${priceText(offer)}`)
          .boundingBox(),
        card(page, offer).getByRole('link', { name: 'Ask about this' }).boundingBox(),
      ]);
      return { row: Math.round(article!.y), price: price!.y, ask: ask!.y + ask!.height };
    }),
  );
  const rows = Object.values(
    placed.reduce<Record<number, typeof placed>>(
      (all, card) => ({ ...all, [card.row]: [...(all[card.row] ?? []), card] }),
      {},
    ),
  );
  expect(rows.some((row) => row.length > 1)).toBe(true);
  for (const row of rows) {
    expect(new Set(row.map(({ price }) => Math.round(price))).size).toBe(1);
    expect(new Set(row.map(({ ask }) => Math.round(ask))).size).toBe(1);
  }
});

test('the menu leads to the offers as "Hire me"', async ({ page }) => {
  await quiet(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Hire me' }).click();
  await expect(page).toHaveURL(/#hire$/);
  await expect(page.locator('#hire')).toBeInViewport();
});

test(
  '/hire has its title, description, share image, structured data and sitemap entry',
  QUICK,
  async ({ page, request }) => {
    await quiet(page);
    const response = await page.goto('/hire');
    expect(response?.status()).toBe(200);
    const owner = ownerName();
    await expect(page).toHaveTitle(`Hire ${owner} | Ways to work together`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hire ${owner}`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    for (const offer of offers) expect(description).toContain(offer.name);
    for (const offer of offers) await expect(card(page, offer)).toBeVisible();

    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).pathname).toBe('/hire/share.png');
    const png = await request.get(new URL(image!).pathname);
    expect([png.status(), png.headers()['content-type']]).toEqual([200, 'image/png']);

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    );
    const catalog = data.find((item) => item['@type'] === 'OfferCatalog');
    expect(catalog.itemListElement.map((o: { name: string }) => o.name)).toEqual(
      featuredFirst.map((offer) => offer.name),
    );
    for (const item of catalog.itemListElement) {
      const offer = offers.find((o) => o.name === item.name)!;
      expect(item['@type']).toBe('Offer');
      expect(item.offeredBy['@id']).toMatch(/#person$/);
      if (offer.price) {
        expect(item.priceCurrency).toBe(offer.price.currency);
        expect(item.priceSpecification.priceCurrency).toBe(offer.price.currency);
        expect(item.priceSpecification.price ?? item.priceSpecification.minPrice).toBe(
          offer.price.amount ?? offer.price.from,
        );
      } else {
        expect(item.priceSpecification).toBeUndefined();
      }
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/hire<\/loc>/);
    for (const language of site.translations ?? []) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/${language}/hire</loc>`));
      await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute(
        'href',
        new RegExp(`/${language}/hire$`),
      );
    }
  },
);

test.describe('the FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each answer opens and closes from its question', async ({ page }) => {
    test.skip(faq.length === 0, 'this content set has no FAQ');
    await page.goto('/hire');
    const first = page.locator('details').first();
    const answer = faq[0]!.answer.replace(/<[^>]+>/g, '').slice(0, 40);
    await expect(first.getByText(answer)).toBeHidden();
    await first.getByText(faq[0]!.question).click();
    await expect(first.getByText(answer)).toBeVisible();
    await first.getByText(faq[0]!.question).click();
    await expect(first.getByText(answer)).toBeHidden();
    await expect(page.locator('details')).toHaveCount(faq.length);
  });
});

test.describe('availability', () => {
  test.skip(!availability, 'this content set gives no availability');

  const WORDS: Record<string, string> = {
    available: 'Available for new projects',
    limited: 'Limited availability',
    booked: 'Fully booked',
  };
  const until = availability?.until;
  const long = (day: string) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const current =
    availability && availability.status !== 'available' && until
      ? `${availability.status === 'booked' ? 'Booked' : 'Limited availability'} until ${long(until)}`
      : WORDS[availability?.status ?? 'available']!;

  test('the hero and /hire say it, with the date in long form', async ({ page }) => {
    if (until)
      await page.clock.setFixedTime(new Date(`${until}T00:00:00Z`).getTime() - 5 * 86_400_000);
    await quiet(page);
    await page.goto('/');
    await expect(page.locator('#about').getByText(current, { exact: true })).toBeVisible();
    if (availability?.note)
      await expect(page.locator('#about').getByText(availability.note)).toBeVisible();
    await page.goto('/hire');
    await expect(page.getByText(current, { exact: true }).first()).toBeVisible();
  });

  test('once the day has come, the same build says "available"', async ({ page }) => {
    test.skip(!until, 'no end date to pass');
    await page.clock.setFixedTime(new Date(`${until}T12:00:00Z`).getTime() + 86_400_000);
    await quiet(page);
    await page.goto('/');
    const hero = page.locator('#about');
    await expect(hero.getByText('Available for new projects', { exact: true })).toBeVisible();
    await expect(hero.getByText(current, { exact: true })).toHaveCount(0);
    if (availability?.note) await expect(hero.getByText(availability.note)).toHaveCount(0);
  });
});

test('a page without the booking embed asks nothing of another site', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  await quiet(page);
  for (const path of ['/', '/hire']) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  // The sample's map is its own page (/embed/…); anything else would come from the content.
  expect(foreign).toEqual([]);
});

test(
  'the scheduler loads only after "Load calendar", from the one origin the policy allows',
  SAMPLE_ONLY,
  async ({ page, baseURL }) => {
    const booking = about().booking_url!;
    const origin = new URL(booking).origin;
    const asked: string[] = [];
    await page.route(`${origin}/**`, async (route) => {
      asked.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<title>Calendar</title><p>Pick a time</p>',
      });
    });
    await quiet(page);
    const hydrated = await watchHydration(page);
    const untilQuiet = watchNetwork(page, baseURL!);
    const response = await page.goto('/hire');
    const csp = response!.headers()['content-security-policy']!;
    expect(csp.split('; ').find((part) => part.startsWith('frame-src'))).toBe(
      `frame-src 'self' ${origin}`,
    );
    await page.getByRole('button', { name: 'Load calendar' }).scrollIntoViewIfNeeded();
    await hydrated();
    await untilQuiet();
    expect(asked).toEqual([]);
    await expect(page.getByText(`The calendar comes from ${new URL(booking).host}`)).toBeVisible();

    await page.getByRole('button', { name: 'Load calendar' }).click();
    const frame = page.frameLocator(
      `iframe[title="Scheduling calendar from ${new URL(booking).host}"]`,
    );
    await expect(frame.getByText('Pick a time')).toBeVisible();
    expect(asked).toEqual([booking]);
  },
);

test(
  "only /hire may frame the scheduler's origin, and the home page's link to it loads that policy",
  SAMPLE_ONLY,
  async ({ page, request }) => {
    const origin = new URL(about().booking_url!).origin;
    const frameSrc = async (path: string) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const csp = response.headers()['content-security-policy']!;
      return csp.split('; ').find((part) => part.startsWith('frame-src'));
    };
    for (const path of ['/hire', '/fr/hire']) {
      expect(await frameSrc(path)).toBe(`frame-src 'self' ${origin}`);
    }
    for (const path of ['/', '/fr', '/cv', '/notes']) {
      expect(await frameSrc(path)).toBe("frame-src 'self'");
    }

    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Pick a time</p>' }),
    );
    await quiet(page);
    await page.goto('/');
    await page.locator('#hire').getByRole('link', { name: 'More on working together' }).click();
    await expect(page).toHaveURL(/\/hire$/);
    await page.getByRole('button', { name: 'Load calendar' }).click();
    const frame = page.frameLocator(
      `iframe[title="Scheduling calendar from ${new URL(origin).host}"]`,
    );
    await expect(frame.getByText('Pick a time')).toBeVisible();

    // An offer chosen in the search dialog opens /hire with a page load too.
    const hydrated = await watchHydration(page);
    await page.goto('/');
    await hydrated();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill(offers[0]!.name);
    const loaded = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/hire' &&
        response.request().resourceType() === 'document',
    );
    await page
      .getByRole('dialog')
      .getByRole('option')
      .filter({ hasText: offers[0]!.name })
      .first()
      .click();
    expect((await loaded).headers()['content-security-policy']).toContain(
      `frame-src 'self' ${origin}`,
    );
    await expect(page).toHaveURL(new RegExp(`/hire#offer-${offers[0]!.id}$`));
    await page.getByRole('button', { name: 'Load calendar' }).click();
    await expect(frame.getByText('Pick a time')).toBeVisible();
  },
);

test('"Book a call" opens the booking page in a new tab from the hero, the offers and /hire', async ({
  page,
}) => {
  const booking = about().booking_url;
  test.skip(!booking, 'this content set has no booking page');
  await quiet(page);
  await page.goto('/');
  for (const where of ['#about', '#hire', '#contact']) {
    const link = page.locator(where).getByRole('link', { name: /^Book a call/ });
    await expect(link).toHaveAttribute('href', booking!);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await page.goto('/hire');
  await expect(page.getByRole('link', { name: /^Book a call/ }).first()).toHaveAttribute(
    'href',
    booking!,
  );
});

test('"Ask about this" chooses the offer in the form; the message is stored with it and the inbox names it', async ({
  page,
}) => {
  const offer = offers.at(-1)!;
  await quiet(page);
  await page.goto('/hire');
  await settledInView(card(page, offer).getByRole('link', { name: 'Ask about this' }));
  await card(page, offer).getByRole('link', { name: 'Ask about this' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?offer=${offer.id}#contact$`));
  const form = page.locator('#contact form');
  await expect(form.getByLabel('What is it about?')).toHaveValue(offer.id);

  const token = `hire-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await form.getByLabel('Name').fill('Ann Lee');
  await form.getByLabel('Email').fill('ann@example.com');
  await form.getByLabel('Message').fill(`We would like to talk about this. ${token}`);
  const posted = page.waitForRequest(isContactAction);
  await form.getByRole('button', { name: 'Send message' }).click();
  expect(await actionFields(await posted)).toMatchObject({ offer: offer.id });
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your message!' }),
  ).toBeVisible();

  // Where the owner runs it: at the project's root, which finds the content as the site does.
  const root = path.resolve(siteRoot(selectedSite().name));
  const inbox = run(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/inbox.ts', '--since', '1h'],
    { DATA_DIR: path.resolve(E2E_DATA_DIR) },
    root,
  );
  expect(inbox.status, inbox.output).toBe(0);
  const block = inbox.output.split('─'.repeat(72)).find((part) => part.includes(token));
  expect(block).toContain(`About: ${offer.name} (${offer.id})`);
});

test('on the home page, "Ask about this" chooses the offer without leaving the page', async ({
  page,
}) => {
  const offer = featuredFirst[0]!;
  await quiet(page);
  await page.goto('/');
  await settledInView(card(page, offer).getByRole('link', { name: 'Ask about this' }));
  await card(page, offer).getByRole('link', { name: 'Ask about this' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?offer=${offer.id}#contact$`));
  await expect(page.locator('#contact form').getByLabel('What is it about?')).toHaveValue(offer.id);
  await expect(page.locator('#contact')).toBeInViewport();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /hire in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    await quiet(page);
    await page.goto('/hire');
    for (const details of await page.locator('details').all())
      await details.locator('summary').click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
