import { senderOf, type TrustedProxies } from './sender';

/** The site a browser says a request comes from: its Origin, else its Sec-Fetch-Site. */
export type OwnSite = { siteOrigin: string; host: string | undefined };

// A proxy may name the port a browser leaves out of Origin.
const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(?:80|443)$/, '');

/** Whether an address is the site's: SITE_URL's origin, or the host the request reached. */
export const isOwnAddress = (url: URL, own: OwnSite) =>
  url.origin === own.siteOrigin || (!!own.host && url.host === withoutDefaultPort(own.host));

/** Whether a browser page of another site sent this request. A client that sends neither header
 * (curl, a server, the JSON contract's other clients) is no page a visitor was lured to. */
export function isCrossSite(headers: Headers, own: OwnSite): boolean {
  const origin = headers.get('origin')?.trim();
  if (origin && origin !== 'null') {
    if (!URL.canParse(origin)) return true;
    return !isOwnAddress(new URL(origin), own);
  }
  // "null" comes from sandboxed frames, data: pages and redirects across sites.
  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return origin === 'null';
}

/** The same, for a request reaching this server: its host as a trusted proxy names it. */
export const fromOtherSite = (
  headers: Headers,
  { siteOrigin, trusted }: { siteOrigin: string; trusted: TrustedProxies },
) => isCrossSite(headers, { siteOrigin, host: senderOf(headers, trusted).host });
