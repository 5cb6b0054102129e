/**
 * The response headers of every route, as next.config `headers()` rules. Next.js applies them
 * before a page or handler answers; its own Cache-Control for /_next/static (immutable, a year),
 * /_next/image and error pages still takes precedence.
 */

type Header = { key: string; value: string };
export type HeaderRule = { source: string; headers: Header[] };

/** Prerendered pages and public/ files: a CDN keeps them an hour, then serves the old copy for a
 * day while it fetches the new one; browsers revalidate each time (ETag). */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
export const API_CACHE = 'no-store';

const PERMISSIONS = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export function securityHeaders(csp: string, https: boolean): Header[] {
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS },
    // For browsers that predate CSP's frame-ancestors.
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    // A year, this host only: the owner's other subdomains may not all speak HTTPS.
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ];
}

export function headerRules(csp: string, https: boolean): HeaderRule[] {
  return [
    { source: '/:path*', headers: securityHeaders(csp, https) },
    // Everything but /_next/* and /api/*: pages, their RSC payloads, public/ files.
    { source: '/((?!_next/|api/).*)', headers: [{ key: 'Cache-Control', value: PAGE_CACHE }] },
    { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: API_CACHE }] },
  ];
}
