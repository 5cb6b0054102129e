import { isIP } from 'node:net';
import { plainAddress, type TrustedProxies } from '../settings/parsers';

/**
 * Who a request comes from, for rate limits: an identity the client cannot choose.
 *
 * build/start.mjs writes the TCP peer's address into PEER_HEADER on every request, replacing
 * whatever a client sent under that name. That address is the identity, unless TRUST_PROXY names
 * the peer as a proxy of the owner's (nginx on the same machine: `loopback`; a range such as
 * Docker's bridge or a CDN's). Then, and only then, X-Forwarded-Host is believed, and so is
 * X-Forwarded-For, read from the right: each entry was written by the hop after it, so the
 * identity is the right-most entry that is not itself a trusted proxy.
 *
 * A request without the peer header was not served by start.mjs. Only `next dev` is trusted to
 * have none (it puts the socket's address last in X-Forwarded-For); anywhere else, such as Next's
 * own standalone server.js, every such request shares one identity and no forwarding header is
 * believed, so limits still hold.
 *
 * An IPv6 sender is one identity per /64, the block a single subscriber usually holds, so that
 * walking through the addresses of one's own network does not reset a limit.
 */
export const PEER_HEADER = 'x-portfolio-peer';

export { parseTrustProxy, type TrustedProxies } from '../settings/parsers';

/** How many X-Forwarded-For entries are looked at, at most, from the right. */
const MAX_HOPS = 20;

/** The identity shared by requests whose peer is unknown. */
const UNKNOWN = 'unknown';

/** The eight groups of an IPv6 address, "::" expanded. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/** The rate-limit identity of an address: an IPv4 address, or an IPv6 /64. */
export function identityOf(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) === 6) return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
  return plain;
}

const isTrusted = (address: string, trusted: TrustedProxies) => {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

export type Client = {
  /** The identity rate limits key on. */
  sender: string;
  /** The host the visitor asked for, as far as it can be believed. */
  host: string | undefined;
};

export function clientOf(headers: Headers, trusted: TrustedProxies): Client {
  const first = (name: string) => headers.get(name)?.split(',')[0]?.trim() || undefined;
  const forwarded = headers.get('x-forwarded-for')?.split(',') ?? [];
  const peerHeader = headers.get(PEER_HEADER);
  let peer: string;
  if (peerHeader !== null) peer = plainAddress(peerHeader);
  else if (process.env.NODE_ENV === 'development') peer = plainAddress(forwarded.pop() ?? '');
  else return { sender: UNKNOWN, host: first('host') };

  let sender = peer;
  const believed = isTrusted(peer, trusted);
  if (believed) {
    for (const entry of forwarded.slice(-MAX_HOPS).reverse().map(plainAddress)) {
      if (!isIP(entry)) break;
      sender = entry;
      if (!isTrusted(entry, trusted)) break;
    }
  }
  return {
    sender: identityOf(sender) || UNKNOWN,
    host:
      (believed || peerHeader === null ? first('x-forwarded-host') : undefined) ?? first('host'),
  };
}
