import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { COMPILE_HINT } from '../build/rewrites/compile-hints';
import { scriptSources } from '../build/rewrites/deferred-hydration';
import { imagesOf, nextFrame, readProjects, watchHydration, watchNetwork } from './support';

const project = readProjects()[0]!;

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
  // SITE_URL is http here; an https one adds HSTS (lib/headers/rules.test.ts).
  expect(headers['strict-transport-security']).toBeUndefined();
}

async function holdPortrait(page: Page, request: APIRequestContext, until: Promise<unknown>) {
  const html = await (await request.get('/')).text();
  const picture = /<img\b[^>]*fetchPriority="high"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  expect(picture).toBeTruthy();
  const times = { pictureSent: 0, firstScript: 0 };
  await page.route(`**${picture}`, async (route) => {
    await until;
    times.pictureSent ||= Date.now();
    await route.continue().catch(() => {}); // the page may be gone by then
  });
  page.on('request', (r) => {
    if (/\/_next\/static\/chunks\/.+\.js$/.test(r.url())) times.firstScript ||= Date.now();
  });
  return times;
}

test.describe('response headers', () => {
  test('a prerendered page: security headers, cacheable by a CDN for an hour, revalidated by browsers', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    );
    expect(response.headers()['etag']).toBeTruthy();
  });

  test("an answer to the router's headers is never public: a cache that ignores Vary cannot hand it to the next visitor", async ({
    request,
  }) => {
    const asked: Record<string, string>[] = [
      { RSC: '1' },
      { RSC: '1', 'Next-Router-Prefetch': '1' },
    ];
    for (const headers of asked) {
      const response = await request.get('/', { headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()['location']).toMatch(/[?&]_rsc\b/);
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toMatch(/^public/);
    expect(page.headers()['vary']).toMatch(/\brsc\b/i);
  });

  test('a hashed asset: immutable for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("a page's scripts and the carousel's swiper open with V8's compile hint; the polyfills do not", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await page.goto('/');
    const html = await (await request.get('/')).text();
    const firstLoad = scriptSources(html).filter((src) => src.startsWith('/_next/'));
    expect(firstLoad.length).toBeGreaterThan(3);
    for (const src of firstLoad) {
      const body = await (await request.get(src)).text();
      expect(body.slice(0, COMPILE_HINT.length), src).toBe(COMPILE_HINT);
    }
    // Swiper (found by an option only it knows) loads near the viewport; starting a carousel
    // calls most of it, so it is worth compiling as it downloads.
    await page.getByRole('region', { name: 'Tools I work with' }).scrollIntoViewIfNeeded();
    const swiperChunks = async () => {
      const later = scripts.filter((url) => !firstLoad.some((src) => url.endsWith(src)));
      const bodies = await Promise.all(later.map(async (url) => (await request.get(url)).text()));
      return bodies.filter((body) => body.includes('slideToClickedSlide'));
    };
    await expect.poll(async () => (await swiperChunks()).length).toBeGreaterThan(0);
    for (const body of await swiperChunks()) expect(body.startsWith(COMPILE_HINT)).toBe(true);
    // Only browsers without modules load the polyfills: not worth the hint.
    const legacy = /<script src="([^"]+)" noModule="">/.exec(html)?.[1];
    expect(legacy).toBeDefined();
    expect((await (await request.get(legacy!)).text()).startsWith(COMPILE_HINT)).toBe(false);
  });

  test("a page's scripts are requested once its main picture has arrived; then the page responds", async ({
    page,
    request,
  }) => {
    // Held until the page has painted without it, when its scripts would come if they did not wait.
    let release = () => {};
    const times = await holdPortrait(page, request, new Promise<void>((r) => (release = r)));
    const hydrated = await watchHydration(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const painted = () =>
      page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    await expect.poll(painted).toBe(1);
    await nextFrame(page);
    release();
    await page.waitForLoadState('load');
    await hydrated();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(times.pictureSent).toBeGreaterThan(0);
    expect(times.firstScript).toBeGreaterThanOrEqual(times.pictureSent);
  });

  test('a button pressed before the page has its scripts is not lost: the menu opens', async ({
    page,
    request,
  }) => {
    // The portrait is held back, so only the press can bring the page its scripts.
    let release = () => {};
    const times = await holdPortrait(page, request, new Promise<void>((r) => (release = r)));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Menu' });
    const pressedAt = Date.now();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(times.firstScript).toBeGreaterThanOrEqual(pressedAt);
    release();
  });

  test('an API answer: never cached', async ({ request }) => {
    const response = await request.post('/api/contact-post', {
      data: { name: '', email: 'not-an-address', message: '' },
    });
    expect(response.status()).toBe(422);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('the 404 page: security headers, not cached', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toContain('no-store');
  });

  test('GET /api/health: 200 with the build id, never cached', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      buildId: expect.stringMatching(/^\d{4}-\d\d-\d\d-[0-9a-f]{8}$/),
    });
  });
});

async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return reported;
}

async function scrollThrough(page: Page, untilQuiet: () => Promise<void>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.mouse.wheel(0, 600);
    await nextFrame(page);
  }
  await untilQuiet();
}

/** The walk through every page, in shares that run side by side, each with its own time. */
const CSP_WALK_SHARES = 6;

test.describe('the Content-Security-Policy', () => {
  for (let share = 0; share < CSP_WALK_SHARES; share += 1) {
    test(`lets every page of the sample site load with no violation (share ${share + 1} of ${CSP_WALK_SHARES})`, async ({
      page,
      request,
      baseURL,
    }) => {
      // Each page scrolled to the end and left until quiet; longer still beside another worker.
      test.setTimeout(90_000);
      const reported = await watchCsp(page);
      const untilQuiet = watchNetwork(page, baseURL!);
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!).pathname,
      );
      expect(paths.length).toBeGreaterThan(5);
      const mine = [...paths, '/no-such-page'].filter((_, at) => at % CSP_WALK_SHARES === share);
      for (const path of mine) {
        await page.goto(path);
        await scrollThrough(page, untilQuiet);
      }
      expect(reported).toEqual([]);
    });
  }

  test('blocks what it does not allow, and the watch above sees it', async ({ page }) => {
    const reported = await watchCsp(page);
    await page.goto('/');
    await page.evaluate(() => {
      const image = new Image();
      image.src = 'https://tracker.invalid/pixel.gif';
      document.body.append(image);
    });
    // Chrome's own console error and the page's violation event both name it.
    await expect.poll(() => reported.length).toBe(2);
    expect(reported.every((text) => text.includes('tracker.invalid'))).toBe(true);
  });

  test('allows the lightbox, the form and in-site navigation', async ({ page }) => {
    const reported = await watchCsp(page);
    await page.goto(`/portfolio/${project.slug}`);
    await page
      .getByRole('button', { name: `Open image 1 of ${imagesOf(project).length} full screen` })
      .click();
    await expect(page.locator('.lg-current .lg-image')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    const form = page.locator('#contact form');
    await form.getByLabel('Name').fill('Ana Ruiz');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Subject').fill('A new site');
    await form.getByLabel('Message').fill('Could we talk about a new site for our bakery?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you for your message!' }),
    ).toBeVisible();
    expect(reported).toEqual([]);
  });
});
