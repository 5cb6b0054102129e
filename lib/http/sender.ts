import { isIP } from 'node:net';
import { plainAddress, type TrustedProxies } from '@/lib/settings/parsers';
import { development } from '@/lib/settings/public';

/** build/start.mjs draws a header name for each process, puts it here and writes the TCP peer's
 * address under it: a client cannot send a header it cannot name, so limits key on the socket. */
const PEER_HEADER_NAME = Symbol.for('portfolio.peerHeader');

export const peerHeader = (): string | undefined =>
  (globalThis as { [PEER_HEADER_NAME]?: string })[PEER_HEADER_NAME];

export { parseTrustProxy, type TrustedProxies } from '@/lib/settings/parsers';

const MAX_HOPS = 20;

const UNKNOWN = 'unknown';

/** IPv6 keys on the /64 one subscriber holds, so walking one's own addresses never resets a limit. */
export function senderAddress(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) === 6)
    return `${ipv6Numbers(plain)
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`;
  return plain;
}

const isTrusted = (address: string, trusted: TrustedProxies) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

export type Sender = {
  address: string;
  host: string | undefined;
};

export function senderOf(headers: Headers, trusted: TrustedProxies): Sender {
  const first = (name: string) => headers.get(name)?.split(',')[0]?.trim() || undefined;
  const forwarded = headers.get('x-forwarded-for')?.split(',') ?? [];
  const name = peerHeader();
  const peerAddress = name ? headers.get(name) : null;
  let peer: string;
  if (peerAddress !== null) peer = plainAddress(peerAddress);
  // next dev sets no peer header but puts the socket's address last in X-Forwarded-For.
  else if (development()) peer = plainAddress(forwarded.pop() ?? '');
  // Not behind start.mjs (e.g. `next start`): all share one address, so limits still hold.
  else return { address: UNKNOWN, host: first('host') };

  let sender = peer;
  const believed = isTrusted(peer, trusted);
  // Believed only from a peer TRUST_PROXY names. Each X-Forwarded-For entry was written by the
  // hop after it: the sender is the right-most entry that is not itself a trusted proxy.
  if (believed) {
    for (const entry of forwarded.slice(-MAX_HOPS).reverse().map(plainAddress)) {
      if (!isIP(entry)) break;
      sender = entry;
      if (!isTrusted(entry, trusted)) break;
    }
  }
  return {
    address: senderAddress(sender) || UNKNOWN,
    host:
      (believed || peerAddress === null ? first('x-forwarded-host') : undefined) ?? first('host'),
  };
}

// The networks a sender's address belongs to.
export function ipv6Numbers(address: string): number[] {
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16));
}

/** The first `v4` bytes of an IPv4 address or `v6` groups of an IPv6 one, as a range. */
function prefixOf(address: string, v4: number, v6: number): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/\/\d+$/, '');
  if (isIP(plain) === 4) {
    const bytes = [...plain.split('.').slice(0, v4), ...Array<string>(4 - v4).fill('0')];
    return `${bytes.join('.')}/${v4 * 8}`;
  }
  if (isIP(plain) === 6) {
    const groups = ipv6Numbers(plain).slice(0, v6);
    return `${groups.map((group) => group.toString(16)).join(':')}::/${v6 * 16}`;
  }
  return address;
}

/** The /24 or /48 one subscriber or one rented range usually spans. */
export const blockOf = (address: string) => prefixOf(address, 3, 3);

/** The /16 or /32 around a network: what one holder of a large range may spread over. */
export const wideBlockOf = (address: string) => prefixOf(address, 2, 2);

// Whether another site's page sent the request.
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
