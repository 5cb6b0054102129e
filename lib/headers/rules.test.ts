import { headerRules, hirePages, PAGE_CACHE, ROUTER_CACHE, ROUTER_HEADERS } from './rules';

type Rules = ReturnType<typeof headerRules>;

const headersOf = (rules: Rules, source: string) =>
  Object.fromEntries(
    rules.find((rule) => rule.source === source)!.headers.map((h) => [h.key, h.value]),
  );

/** The Cache-Control a page request gets, as Next.js applies rules: the last that matches wins. */
function pageCache(rules: Rules, requestHeaders: string[]) {
  const applies = (rule: Rules[number]) =>
    rule.source === '/((?!_next/|api/).*)' &&
    (rule.has ?? []).every(({ key }) => requestHeaders.includes(key)) &&
    (rule.missing ?? []).every(({ key }) => !requestHeaders.includes(key));
  return rules
    .filter(applies)
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Cache-Control')
    .map((header) => header.value)
    .at(-1);
}

test('every response gets the CSP and the security headers; HSTS only on https', () => {
  const http = headersOf(headerRules("default-src 'self'", false), '/:path*');
  expect(http).toMatchObject({
    'Content-Security-Policy': "default-src 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  expect(http['Permissions-Policy']).toContain('geolocation=()');
  expect(http['Strict-Transport-Security']).toBeUndefined();

  const https = headersOf(headerRules("default-src 'self'", true), '/:path*');
  expect(https['Strict-Transport-Security']).toBe('max-age=31536000');
});

test("a page's answer to the router's headers is never kept by a shared cache", () => {
  const rules = headerRules('', false);
  expect(pageCache(rules, [])).toBe(PAGE_CACHE);
  for (const header of ROUTER_HEADERS) expect(pageCache(rules, [header])).toBe(ROUTER_CACHE);
  expect(pageCache(rules, ['rsc', 'next-router-prefetch'])).toBe(ROUTER_CACHE);
});

test('pages are cacheable by a CDN, /api never', () => {
  const rules = headerRules('', false);
  expect(pageCache(rules, [])).toBe(PAGE_CACHE);
  expect(headersOf(rules, '/api/:path*')['Cache-Control']).toBe('no-store');
  const pages = new RegExp(`^${'/((?!_next/|api/).*)'}$`);
  expect(['/', '/category/all', '/images/a.webp'].every((p) => pages.test(p))).toBe(true);
  expect(['/_next/static/x.js', '/api/health'].some((p) => pages.test(p))).toBe(false);
});

/** The Content-Security-Policy a page gets, as Next.js applies rules: the last that matches wins. */
const cspOf = (rules: Rules, path: string) =>
  rules
    .filter((rule) => rule.source === '/:path*' || rule.source === path)
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => header.value)
    .at(-1);

test('only /hire, in each language, gets the policy that frames the scheduler', () => {
  const pages = hirePages('en', ['en', 'fr', 'pt-BR']);
  expect(pages).toEqual(['/hire', '/fr/hire', '/pt-BR/hire']);
  const rules = headerRules("frame-src 'self'", false, [
    { pages, csp: "frame-src 'self' https://cal.com" },
  ]);
  for (const page of pages) expect(cspOf(rules, page)).toBe("frame-src 'self' https://cal.com");
  for (const page of ['/', '/fr', '/cv', '/notes', '/hire/share.png', '/de/hire']) {
    expect(cspOf(rules, page)).toBe("frame-src 'self'");
  }
  expect(rules.findIndex((rule) => rule.source === '/hire')).toBeGreaterThan(
    rules.findIndex((rule) => rule.source === '/:path*'),
  );
});
