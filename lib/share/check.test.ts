/** @jest-environment node */
import { checkTags, duplicateTitles, pngSize, readTags } from './check';

const good = `<!DOCTYPE html><html><head><title>Ines Moreau | WEB-DESIGN</title>
<meta name="description" content="Web design &amp; more"/>
<link rel="canonical" href="https://ines.example/category/web-design"/>
<meta property="og:title" content="Ines Moreau | WEB-DESIGN"/>
<meta property="og:description" content="Web design &amp; more"/>
<meta property="og:url" content="https://ines.example/category/web-design"/>
<meta property="og:site_name" content="Ines Moreau"/>
<meta property="og:type" content="website"/>
<meta property="og:image" content="https://ines.example/category/web-design/opengraph-image?x"/>
<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>
<meta property="og:image:alt" content="Projects by Ines Moreau"/>
<meta name="twitter:card" content="summary_large_image"/>
<meta name="twitter:image" content="https://ines.example/category/web-design/twitter-image?y"/>
</head><body><meta property="og:title" content="not in the head"/></body></html>`;

test('reads the head: title, canonical and meta tags, with entities decoded', () => {
  const tags = readTags(good);
  expect(tags.title).toBe('Ines Moreau | WEB-DESIGN');
  expect(tags.canonical).toBe('https://ines.example/category/web-design');
  expect(tags.meta.description).toBe('Web design & more');
  expect(tags.meta['og:title']).toBe('Ines Moreau | WEB-DESIGN');
});

test('a complete page passes', () => {
  expect(checkTags(readTags(good))).toEqual([]);
});

test('relative URLs, a canonical unlike og:url, wrong types and sizes are each reported', () => {
  const bad = good
    .replace(
      'content="https://ines.example/category/web-design/opengraph-image?x"',
      'content="/og.png"',
    )
    .replace('href="https://ines.example/category/web-design"', 'href="https://ines.example/other"')
    .replace('content="630"', 'content="600"')
    .replace('content="summary_large_image"', 'content="summary"')
    .replace('<meta property="og:site_name" content="Ines Moreau"/>', '');
  expect(checkTags(readTags(bad), { article: true })).toEqual([
    'canonical "https://ines.example/other" differs from og:url "https://ines.example/category/web-design"',
    'missing og:site_name',
    'og:type is "website", expected "article"',
    'relative og:image "/og.png"',
    'og:image:width/height are 1200×600, expected 1200×630',
    'twitter:card is "summary", expected summary_large_image',
  ]);
});

test('duplicate titles are named with their pages', () => {
  expect(
    duplicateTitles([
      { url: '/a', title: 'Same' },
      { url: '/b', title: 'Same' },
      { url: '/c', title: 'Other' },
    ]),
  ).toEqual(['the title "Same" is used by /a, /b']);
  expect(
    duplicateTitles([
      { url: '/p', title: 'Kestrel', language: 'en' },
      { url: '/fr/p', title: 'Kestrel', language: 'fr' },
    ]),
  ).toEqual([]);
  expect(readTags('<html lang="fr" dir="ltr"><head><title>T</title></head>').language).toBe('fr');
});

test('reads a PNG size from its header and refuses other bytes', () => {
  const png = new Uint8Array(24);
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  new DataView(png.buffer).setUint32(16, 1200);
  new DataView(png.buffer).setUint32(20, 630);
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  expect(
    pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
  ).toBeNull();
});
