/** @jest-environment node */
import { blockOf, wideBlockOf } from './network-block';

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
