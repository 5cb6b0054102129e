import { LINK_ADDRESS, plainPath, SHARED_ADDRESS } from './addresses';

test('every way of writing a shared page or a link names it', () => {
  for (const target of [
    '/shared/acme',
    '/shared/./acme',
    '//shared/acme',
    '/shared//acme',
    '/shared/%2e/acme',
    '/shared/%2E%2E/shared/acme',
    '/x/../shared/acme',
    '/shared%2Facme',
    '/shared%252Facme',
    '/%73hared/acme',
    '/shared\\acme',
    '/shared/acme?print=1',
  ]) {
    expect([target, plainPath(target)]).toEqual([target, '/shared/acme']);
    expect(SHARED_ADDRESS.exec(plainPath(target))?.[2]).toBe('acme');
  }
  expect(SHARED_ADDRESS.exec(plainPath('/fr/./shared'))?.[1]).toBe('fr');
  expect(LINK_ADDRESS.exec(plainPath('//fr/private/%41bc'))?.slice(1)).toEqual(['fr', 'Abc']);
  expect(plainPath('/notes/a%ZZ')).toBe('/notes/a%ZZ');
});
