/**
 * Deployment settings, read from the environment. NEXT_PUBLIC_* values are inlined into the
 * browser bundle at build time; the rest stay on the server.
 */

const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The site's public origin, used for canonical URLs and absolute share-image addresses. */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) return new URL(DEFAULT_SITE_URL);
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return new URL(url.origin);
  } catch {
    throw new Error(`SITE_URL must be an http(s) origin such as https://example.com, got "${raw}"`);
  }
}

export const isSiteUrlSet = () => !!process.env.SITE_URL?.trim();

/** The external API host; "" means this site's own built-in endpoints. */
export function apiBaseUrl(): string {
  return (process.env.NEXT_PUBLIC_API_URL ?? '').trim().replace(/\/+$/, '');
}

/** The time zone dates are shown in, the same on the server and in the browser. */
export function timeZone(): string {
  return process.env.NEXT_PUBLIC_TIME_ZONE?.trim() || 'UTC';
}
