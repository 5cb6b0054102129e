/**
 * Deployment settings, read from the environment. NEXT_PUBLIC_* values are inlined into the
 * browser bundle at build time; the rest stay on the server.
 */

const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * An http(s) address from a setting, or an Error that names the setting. The settings check
 * (lib/server/check-settings.ts) runs it at build and start, so the getters here never meet a bad one.
 */
export function parseHttpUrl(raw: string, setting: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${setting} must be an http(s) address such as ${example}`);
  }
  if (url.search || url.hash) throw new Error(`${setting} must not have a ?query or #fragment`);
  return url;
}

/** The site's public origin, used for canonical URLs and absolute share-image addresses. */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) return new URL(DEFAULT_SITE_URL);
  return new URL(parseHttpUrl(raw, 'SITE_URL', 'https://example.com').origin);
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
