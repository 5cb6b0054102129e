import { isIP } from 'node:net';

/** The eight groups of an IPv6 address as numbers, "::" and a dotted IPv4 tail expanded. */
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

/** The IPv4 /24 or IPv6 /48 of a rate-limit identity: the blocks one subscriber or one rented
 * range usually spans, so walking through a network's addresses still counts as one network. */
export function blockOf(identity: string): string {
  const address = identity
    .trim()
    .toLowerCase()
    .replace(/\/\d+$/, '');
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) === 6) {
    const groups = ipv6Numbers(address).slice(0, 3);
    return `${groups.map((group) => group.toString(16)).join(':')}::/48`;
  }
  return identity;
}
