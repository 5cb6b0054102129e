import { withLanguage } from '../i18n/switch';
import { routes } from '../routes';

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
export const SHARED_CACHE = 'private, no-store';
export const ADMIN_CACHE = 'private, no-store';

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

/** Pages whose Content-Security-Policy is their own: /hire in each language frames the scheduler. */
export type PagePolicy = { pages: string[]; csp: string };

/** /hire in each language: "/hire", "/fr/hire" (the site's own language has no prefix). */
export const hirePages = (defaultLanguage: string, languages: readonly string[]) =>
  [...new Set([defaultLanguage, ...languages])].map((language) =>
    withLanguage(routes.hire, language, defaultLanguage),
  );

export function headerRules(csp: string, https: boolean, own: PagePolicy[] = []): HeaderRule[] {
  return [
    { source: '/:path*', headers: securityHeaders(csp, https) },
    // After the rule above: of two rules setting one header, Next.js sends the later's value.
    ...own.flatMap(({ pages, csp: policy }) =>
      pages.map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: policy }],
      })),
    ),
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
    // A client's private pages and pictures: for that browser only. (The pages name no referrer
    // in their own <meta>: a header here would tell their 404 from an unknown address's.)
    ...['/shared/:path*', '/:lang/shared/:path*', '/private-picture/:path*'].map((source) => ({
      source,
      headers: [{ key: 'Cache-Control', value: SHARED_CACHE }],
    })),
    // The owner's dashboard: never kept by a cache, indexed, or named to another site.
    {
      source: '/admin/:path*',
      headers: [
        { key: 'Cache-Control', value: ADMIN_CACHE },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        { key: 'Referrer-Policy', value: 'no-referrer' },
      ],
    },
  ];
}
