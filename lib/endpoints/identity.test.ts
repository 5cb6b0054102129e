/** @jest-environment node */
import { checkSettings } from '../settings';
import { clientOf, identityOf, parseTrustProxy, PEER_HEADER } from './identity';

test('an IPv4 address is its own identity; IPv6 is grouped per /64, however it is written', () => {
  expect(identityOf('203.0.113.7')).toBe('203.0.113.7');
  expect(identityOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(identityOf('2001:db8:7:1::1')).toBe('2001:db8:7:1::/64');
  expect(identityOf('2001:0DB8:0007:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:7:1::/64');
  expect(identityOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(identityOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
});

test('TRUST_PROXY is off by default, or "loopback", or addresses; anything else is refused by name', () => {
  expect(parseTrustProxy(undefined)).toEqual({ loopback: false, addresses: new Set() });
  expect(parseTrustProxy('off').loopback).toBe(false);
  expect(parseTrustProxy(' loopback, 10.0.0.2 ,::ffff:10.0.0.3')).toEqual({
    loopback: true,
    addresses: new Set(['10.0.0.2', '10.0.0.3']),
  });
  expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY must be "off", "loopback"/);
  expect(() => checkSettings({ TRUST_PROXY: '10.0.0.0/8' })).toThrow(/TRUST_PROXY/);
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
  expect(clientOf(request('127.0.0.1'), none)).toEqual({ sender: '127.0.0.1', host: 'b.example' });
  expect(clientOf(request('127.0.0.1'), local)).toEqual({
    sender: '192.0.2.44',
    host: 'a.example',
  });
  expect(clientOf(request('::1'), local).sender).toBe('192.0.2.44');
  expect(clientOf(request('203.0.113.5'), local)).toEqual({
    sender: '203.0.113.5',
    host: 'b.example',
  });
  expect(clientOf(request('10.0.0.2'), parseTrustProxy('10.0.0.2')).sender).toBe('192.0.2.44');
});

test('an empty peer address is still the server speaking: forwarding headers stay unbelieved', () => {
  const headers = new Headers({
    [PEER_HEADER]: '',
    'x-forwarded-for': '192.0.2.9',
    'x-forwarded-host': 'a.example',
    host: 'b.example',
  });
  expect(clientOf(headers, parseTrustProxy(undefined))).toEqual({
    sender: 'unknown',
    host: 'b.example',
  });
});
