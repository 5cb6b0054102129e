import { isIP } from 'node:net';
import { plainAddress, type TrustedProxies } from '@/lib/settings/parsers';
import { ipv6Numbers } from './network-block';

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
  else if (process.env.NODE_ENV === 'development') peer = plainAddress(forwarded.pop() ?? '');
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
