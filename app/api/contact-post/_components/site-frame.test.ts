/** @jest-environment node */
import { frameOf } from './site-frame';

const PAGE = `<!DOCTYPE html><html lang="fr" dir="ltr" class="xko_zG_variable" data-theme="system"><head>
<meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/space_grotesk-s.p.092gko6h6levo.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="preload" as="image" href="/images/brand/avatar.svg"/>
<link rel="stylesheet" href="/_next/static/chunks/1e2clmjakwirg.css" data-precedence="next"/>
<link rel="stylesheet" href="https://elsewhere.example/x.css"/>
<link rel="stylesheet" href="/_next/static/chunks/2ccep9-x5z1om.css" data-precedence="next"/>
<script id="theme">document.documentElement.dataset.theme = "dark"</script>
</head><body><a class="skip-link" href="#main">Aller au contenu</a>
<header class="_0k20Lq_header" data-scrolled="false"><a href="/fr">Ines Moreau</a></header>
<main id="main"><p>Merci</p></main>
<footer class="RAJNWW_footer"><p>© 2026 Ines Moreau</p></footer>
<script>self.__next_f.push([1,"<footer>"])</script></body></html>`;

it("takes a prerendered page's font class, its own stylesheets and fonts, its header and its footer", () => {
  const frame = frameOf(PAGE);
  expect(frame.htmlClass).toBe('xko_zG_variable');
  expect(frame.stylesheets).toEqual([
    '/_next/static/chunks/1e2clmjakwirg.css',
    '/_next/static/chunks/2ccep9-x5z1om.css',
  ]);
  expect(frame.fonts).toEqual(['/_next/static/media/space_grotesk-s.p.092gko6h6levo.woff2']);
  expect(frame.header.text).toBe(
    '<header class="_0k20Lq_header" data-scrolled="false"><a href="/fr">Ines Moreau</a></header>',
  );
  expect(frame.footer.text).toBe(
    '<footer class="RAJNWW_footer"><p>© 2026 Ines Moreau</p></footer>',
  );
});

it('is empty for a page it cannot read', () => {
  expect(frameOf('')).toMatchObject({ htmlClass: '', stylesheets: [], fonts: [] });
});
