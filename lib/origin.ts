/** The URL parser lets through host names holding ";", ",", quotes or "*", which in a
 * Content-Security-Policy would end the source list, start a new directive or allow every host. */
const PLAIN_ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** "https://cdn.example", "http://10.0.0.2:8080": a scheme, a plain host or IP, a port; no more. */
export const isPlainOrigin = (origin: string) => PLAIN_ORIGIN.test(origin);

/** "https://cdn.example/me.png" → "https://cdn.example" when plain; else undefined. */
export function plainOriginOf(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined;
  const { origin } = new URL(address);
  return isPlainOrigin(origin) ? origin : undefined;
}

/** What the owner's content lets into the CSP: an https origin, plain. */
export function httpsOriginOf(address: string): string | undefined {
  const origin = plainOriginOf(address);
  return origin?.startsWith('https:') ? origin : undefined;
}

/** The origin a value names when it is one and nothing more, a trailing "/" aside: an owner's
 * list of hosts, as "https://player.vimeo.com". */
export function originOnly(value: string): string | undefined {
  const origin = plainOriginOf(value);
  if (!origin) return undefined;
  const { pathname, search, hash, username, password } = new URL(value);
  return pathname === '/' && !search && !hash && !username && !password && !value.endsWith('#')
    ? origin
    : undefined;
}
