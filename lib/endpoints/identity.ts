import { isIP } from 'node:net';
import { plainAddress, type TrustedProxies } from '../settings/parsers';

/**
 * Who a request comes from, for rate limits: an identity the client cannot choose.
 *
 * build/start.mjs writes the TCP peer's address into PEER_HEADER on every request, replacing
 * whatever a client sent under that name. That address is the identity, unless TRUST_PROXY names
 * the peer as a proxy of the owner's (nginx on the same machine: `loopback`): then, and only then,
 * the last X-Forwarded-For entry (the address that proxy saw) and X-Forwarded-Host are believed.
 * An IPv6 sender is one identity per /64, the block a single subscriber usually holds, so that
 * walking through the addresses of one's own network does not reset a limit.
 */
export const PEER_HEADER = 'x-portfolio-peer';

export { parseTrustProxy, type TrustedProxies } from '../settings/parsers';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

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

const isTrusted = (peer: string, trusted: TrustedProxies) =>
  (trusted.loopback && LOOPBACK.test(peer)) || trusted.addresses.has(peer);

export type Client = {
  /** The identity rate limits key on. */
  sender: string;
  /** The host the visitor asked for, as far as it can be believed. */
  host: string | undefined;
};

export function clientOf(headers: Headers, trusted: TrustedProxies): Client {
  const first = (name: string) => headers.get(name)?.split(',')[0]?.trim() || undefined;
  const lastForwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || undefined;
  const peerHeader = headers.get(PEER_HEADER);
  // Only `next dev` has no peer header: there Next.js itself puts the socket's address in
  // X-Forwarded-For when the client sent none.
  const peer = plainAddress(peerHeader ?? lastForwarded ?? '');
  const believed = peerHeader === null || isTrusted(peer, trusted);
  const forwarded =
    believed && lastForwarded && isIP(plainAddress(lastForwarded)) ? lastForwarded : peer;
  return {
    sender: identityOf(forwarded) || 'unknown',
    host: (believed ? first('x-forwarded-host') : undefined) ?? first('host'),
  };
}
