/** @jest-environment node */
import { checkSettings } from '@/lib/settings';
import { blockOf, parseTrustProxy, senderAddress, senderOf, wideBlockOf } from './sender';
import { PEER_HEADER } from './test/requests';

test('an IPv4 address is kept as it is; IPv6 is grouped per /64, however it is written', () => {
  expect(senderAddress('203.0.113.7')).toBe('203.0.113.7');
  expect(senderAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(senderAddress('2001:db8:7:1::1')).toBe('2001:db8:7:1::/64');
  expect(senderAddress('2001:0DB8:0007:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:7:1::/64');
  expect(senderAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(senderAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
});

test('TRUST_PROXY is off by default, or "loopback", addresses and ranges; anything else is refused by name', () => {
  expect(parseTrustProxy(undefined).rules).toEqual([]);
  expect(parseTrustProxy('off').rules).toEqual([]);
  const trusted = parseTrustProxy(' loopback, 10.0.0.2 ,::ffff:10.0.0.3, 172.16.0.0/12, fd00::/8');
  expect(trusted.check('127.0.0.9', 'ipv4')).toBe(true);
  expect(trusted.check('::1', 'ipv6')).toBe(true);
  expect(trusted.check('10.0.0.3', 'ipv4')).toBe(true);
  expect(trusted.check('10.0.0.4', 'ipv4')).toBe(false);
  expect(trusted.check('172.31.255.1', 'ipv4')).toBe(true);
  expect(trusted.check('172.32.0.1', 'ipv4')).toBe(false);
  expect(trusted.check('fd12:3456::1', 'ipv6')).toBe(true);
  expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY must be "off", or "loopback"/);
  expect(() => checkSettings({ TRUST_PROXY: '10.0.0.0/8, 10.0.0.1' })).not.toThrow();
});

test.each([
  ['10.0.0.0/33', 'TRUST_PROXY: the range "10.0.0.0/33" needs a prefix length from 1 to 32'],
  ['fd00::/129', 'TRUST_PROXY: the range "fd00::/129" needs a prefix length from 1 to 128'],
  ['0.0.0.0/0', 'TRUST_PROXY: the range "0.0.0.0/0" needs a prefix length from 1 to 32'],
  ['loopback, 10.0.0.0/', 'TRUST_PROXY must be "off", or "loopback"'],
  ['10.0.0.0/8/8', 'TRUST_PROXY must be "off", or "loopback"'],
  ['10.0.0.0/eight', 'TRUST_PROXY must be "off", or "loopback"'],
  ['nginx.internal/24', 'TRUST_PROXY must be "off", or "loopback"'],
  ['loopback,', 'TRUST_PROXY must be "off", or "loopback"'],
])('TRUST_PROXY=%p stops the settings check, naming it', (value, message) => {
  expect(() => checkSettings({ TRUST_PROXY: value })).toThrow(`  - ${message}`);
});

test('only a trusted peer may speak for the visitor', () => {
  const forwarded = {
    'x-forwarded-for': '198.51.100.1, 192.0.2.44',
    'x-forwarded-host': 'a.example',
  };
  const request = (peer: string) =>
    new Headers({ [PEER_HEADER]: peer, host: 'b.example', ...forwarded });
  const none = parseTrustProxy(undefined);
  const local = parseTrustProxy('loopback');
  expect(senderOf(request('127.0.0.1'), none)).toEqual({ address: '127.0.0.1', host: 'b.example' });
  expect(senderOf(request('127.0.0.1'), local)).toEqual({
    address: '192.0.2.44',
    host: 'a.example',
  });
  expect(senderOf(request('::1'), local).address).toBe('192.0.2.44');
  expect(senderOf(request('203.0.113.5'), local)).toEqual({
    address: '203.0.113.5',
    host: 'b.example',
  });
  expect(senderOf(request('10.0.0.2'), parseTrustProxy('10.0.0.2')).address).toBe('192.0.2.44');
});

test('an empty peer address is still the server speaking: forwarding headers stay unbelieved', () => {
  const headers = new Headers({
    [PEER_HEADER]: '',
    'x-forwarded-for': '192.0.2.9',
    'x-forwarded-host': 'a.example',
    host: 'b.example',
  });
  expect(senderOf(headers, parseTrustProxy(undefined))).toEqual({
    address: 'unknown',
    host: 'b.example',
  });
});

test("a proxy named by its range speaks for the visitor: Docker's bridge, IPv4-mapped or not", () => {
  const docker = parseTrustProxy('172.16.0.0/12');
  const request = (peer: string) =>
    new Headers({
      [PEER_HEADER]: peer,
      'x-forwarded-for': '192.0.2.44',
      'x-forwarded-host': 'a.example',
      host: 'b.example',
    });
  expect(senderOf(request('::ffff:172.17.0.1'), docker)).toEqual({
    address: '192.0.2.44',
    host: 'a.example',
  });
  expect(senderOf(request('172.20.0.3'), docker).address).toBe('192.0.2.44');
  expect(senderOf(request('192.0.2.2'), docker)).toEqual({
    address: '192.0.2.2',
    host: 'b.example',
  });
  const v6 = parseTrustProxy('2001:db8::/32');
  expect(senderOf(request('2001:db8:ffff::1'), v6).address).toBe('192.0.2.44');
  expect(senderOf(request('2001:db9::1'), v6).address).toBe('2001:db9:0:0::/64');
});

test('through a CDN and nginx, the sender is the right-most address that is no trusted proxy', () => {
  // 192.0.2.7 forged the first entry; the CDN edge appended 192.0.2.7, nginx the edge's address.
  const headers = new Headers({
    [PEER_HEADER]: '127.0.0.1',
    'x-forwarded-for': '203.0.113.99, 192.0.2.7, 198.51.100.20',
  });
  expect(senderOf(headers, parseTrustProxy('loopback, 198.51.100.0/24')).address).toBe('192.0.2.7');
  expect(senderOf(headers, parseTrustProxy('loopback')).address).toBe('198.51.100.20');
  headers.set('x-forwarded-for', '192.0.2.7, not-an-address, 198.51.100.20');
  expect(senderOf(headers, parseTrustProxy('loopback, 198.51.100.0/24')).address).toBe(
    '198.51.100.20',
  );
});

test('the walk through X-Forwarded-For stops after twenty entries', () => {
  const proxies = Array.from({ length: 30 }, (_, i) => `10.0.0.${i + 1}`);
  const headers = new Headers({
    [PEER_HEADER]: '127.0.0.1',
    'x-forwarded-for': ['192.0.2.7', ...proxies].join(', '),
  });
  expect(senderOf(headers, parseTrustProxy('loopback, 10.0.0.0/8')).address).toBe('10.0.0.11');
});

describe('a request without the peer header (a server not started by start.mjs)', () => {
  const forged = (i: number) =>
    new Headers({
      'x-forwarded-for': `198.51.100.${i}`,
      'x-forwarded-host': 'evil.example',
      host: 'b.example',
    });
  afterEach(() => jest.restoreAllMocks());

  test('outside `next dev`, every one shares one address and no forwarding header is believed', () => {
    const log = jest.spyOn(console, 'log');
    const warn = jest.spyOn(console, 'warn');
    for (const env of ['production', 'test'] as const) {
      jest.replaceProperty(process.env, 'NODE_ENV', env);
      for (const trusted of [
        parseTrustProxy('off'),
        parseTrustProxy('loopback, 198.51.100.0/24'),
      ]) {
        const clients = [1, 2, 3, 4, 5, 6, 7].map((i) => senderOf(forged(i), trusted));
        expect(new Set(clients.map((client) => client.address))).toEqual(new Set(['unknown']));
        expect(clients[0]!.host).toBe('b.example');
      }
    }
    expect(log).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  test('a peer header a client sends under the old fixed name, or any other, chooses no sender', () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    const trusted = parseTrustProxy('loopback');
    const senders = [1, 2, 3].map(
      (i) =>
        senderOf(
          new Headers({ 'x-portfolio-peer': `127.0.0.${i}`, 'x-forwarded-for': `198.51.100.${i}` }),
          trusted,
        ).address,
    );
    expect(senders).toEqual(['unknown', 'unknown', 'unknown']);
    // The name is drawn per process: with none drawn, nothing is read as the peer.
    const holder = globalThis as { [key: symbol]: unknown };
    const drawn = holder[Symbol.for('portfolio.peerHeader')];
    try {
      delete holder[Symbol.for('portfolio.peerHeader')];
      expect(senderOf(new Headers({ [PEER_HEADER]: '192.0.2.1' }), trusted).address).toBe(
        'unknown',
      );
    } finally {
      holder[Symbol.for('portfolio.peerHeader')] = drawn;
    }
  });

  test('under `next dev`, the address Next.js put last in X-Forwarded-For is the peer', () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'development');
    expect(senderOf(forged(3), parseTrustProxy('off'))).toEqual({
      address: '198.51.100.3',
      host: 'evil.example',
    });
  });
});

test('an IPv4 sender belongs to its /24', () => {
  expect(blockOf('198.51.100.7')).toBe('198.51.100.0/24');
  expect(blockOf('198.51.100.250')).toBe('198.51.100.0/24');
  expect(blockOf('198.51.101.7')).toBe('198.51.101.0/24');
});

test('an IPv6 sender, written as its /64 or in full, belongs to its /48', () => {
  expect(blockOf('2001:db8:7:1::/64')).toBe('2001:db8:7::/48');
  expect(blockOf('2001:0DB8:0007:ffff:1:2:3:4')).toBe('2001:db8:7::/48');
  expect(blockOf('2001:db8::1')).toBe('2001:db8:0::/48');
  expect(blockOf('::ffff:0:1.2.3.4')).toBe('0:0:0::/48');
  expect(blockOf('2001:db8:8:1::/64')).not.toBe(blockOf('2001:db8:7:1::/64'));
});

test('what is not an address is its own block', () => {
  expect(blockOf('unknown')).toBe('unknown');
});

test('a range is the /16 or the /32 around a network', () => {
  expect(wideBlockOf('198.51.100.7')).toBe('198.51.0.0/16');
  expect(wideBlockOf('2001:db8:7:1::/64')).toBe('2001:db8::/32');
  expect(wideBlockOf('2001:db8:ffff::1')).toBe(wideBlockOf('2001:db8:1::1'));
  expect(wideBlockOf('2001:db9::1')).not.toBe(wideBlockOf('2001:db8::1'));
  expect(wideBlockOf('unknown')).toBe('unknown');
});
