import { fileInPublic } from './public-file';

test('an address names a file inside public/, decoded and without its query', () => {
  expect(fileInPublic('/site/public', '/images/a%20b.png?v=2#top')).toBe(
    '/site/public/images/a b.png',
  );
});

test('an address that climbs out of public/, even to a folder that starts the same, names nothing', () => {
  expect(fileInPublic('/site/public', '/../public-old/x.png')).toBeUndefined();
  expect(fileInPublic('/site/public', '/%2e%2e/secret.txt')).toBeUndefined();
  expect(fileInPublic('/site/public', '/')).toBeUndefined();
});
