/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { contentIn, type Local } from '@/lib/content';
import { WorkWithMe } from './work-with-me';

/** The links of the block, as "text → address". */
const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, href, text]) => `${text} → ${href}`,
  );

const withOffers = (local: Local, offers: Local['offers']): Local => ({ ...local, offers });

let english: Local;
let french: Local;
// Reading and checking the sample's content from disk, once, may take a while on a busy machine.
beforeAll(() => {
  english = contentIn('en');
  french = contentIn('fr');
}, 60_000);

it('leads to /hire when the owner has offers, and to the contact form beside it', () => {
  const local = english;
  expect(local.offers.length).toBeGreaterThan(0);
  const html = renderToStaticMarkup(<WorkWithMe local={local} />);
  expect(html).toContain('<h2 id="work-with-me-title"');
  expect(html).toContain('Have a project like this in mind?');
  expect(links(html)).toEqual(['See my offers → /hire', 'Write to me → /#contact']);
});

it('without offers, leads to the contact form alone, in the page’s language', () => {
  const html = renderToStaticMarkup(<WorkWithMe local={withOffers(french, [])} />);
  expect(links(html)).toEqual(['M’écrire → /fr#contact']);
});

it('on a private page, thanks the client by name and leads to the contact form', () => {
  const html = renderToStaticMarkup(<WorkWithMe local={english} client="Acme GmbH" />);
  expect(html).toContain('Thank you for reading, Acme GmbH');
  expect(html).toContain('this work stays between us');
  expect(links(html)).toEqual(['Write to me → /#contact']);
});
