import { headerRules, PAGE_CACHE } from './rules';

const headersOf = (rules: ReturnType<typeof headerRules>, source: string) =>
  Object.fromEntries(
    rules.find((rule) => rule.source === source)!.headers.map((h) => [h.key, h.value]),
  );

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

test('pages are cacheable by a CDN, /api never', () => {
  const rules = headerRules('', false);
  expect(headersOf(rules, '/((?!_next/|api/).*)')['Cache-Control']).toBe(PAGE_CACHE);
  expect(headersOf(rules, '/api/:path*')['Cache-Control']).toBe('no-store');
  const pages = new RegExp(`^${'/((?!_next/|api/).*)'}$`);
  expect(['/', '/category/all', '/images/a.webp'].every((p) => pages.test(p))).toBe(true);
  expect(['/_next/static/x.js', '/api/health'].some((p) => pages.test(p))).toBe(false);
});
