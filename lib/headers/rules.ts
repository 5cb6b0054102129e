/** Next's own Cache-Control for /_next/static, /_next/image and error pages still wins. */

type Header = { key: string; value: string };
type Condition = { type: 'header'; key: string };
export type HeaderRule = {
  source: string;
  headers: Header[];
  has?: Condition[];
  missing?: Condition[];
};

/** A CDN keeps a page an hour, then serves it stale a day while refetching; browsers revalidate. */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
export const API_CACHE = 'no-store';
export const ROUTER_CACHE = 'private, no-store';

/** Sent by Next's router on in-site navigation and prefetch: the answer depends on them, and a
 * cache that ignores Vary would hand it to the next visitor of the page. */
export const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
];

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
    // This host only: the owner's other subdomains may not all speak HTTPS.
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ];
}

const PAGES = '/((?!_next/|api/).*)';

export function headerRules(csp: string, https: boolean): HeaderRule[] {
  return [
    { source: '/:path*', headers: securityHeaders(csp, https) },
    // Pages and public/ files asked for plainly, without a router header.
    {
      source: PAGES,
      missing: ROUTER_HEADERS.map((key) => ({ type: 'header', key })),
      headers: [{ key: 'Cache-Control', value: PAGE_CACHE }],
    },
    ...ROUTER_HEADERS.map((key): HeaderRule => ({
      source: PAGES,
      has: [{ type: 'header', key }],
      headers: [{ key: 'Cache-Control', value: ROUTER_CACHE }],
    })),
    { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: API_CACHE }] },
  ];
}
