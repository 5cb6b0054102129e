import { isIP } from 'node:net';

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
