/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { contentIn } from '@/lib/content';
import type { Note } from '@/lib/content';
import { atomFeed, feedHtml } from './feed';

const note = (patch: Partial<Note>): Note => ({
  slug: 'tricky',
  title: 'Scope & price: "small changes" take < 5 minutes',
  date: '2026-03-04',
  summary: 'Fish & chips <b>bold</b>',
  tags: [{ slug: 'freelancing', name: 'Freelancing & pricing' }],
  draft: false,
  projects: [],
  html: '<h2 id="why">Why<a href="#why" class="heading-link" aria-hidden="true" tabindex="-1">#</a></h2><p>A <a href="/portfolio/x">project</a> &#x26; <img src="/images/a.png" alt="">.</p>',
  headings: [{ id: 'why', text: 'Why', depth: 2 }],
  minutes: 1,
  language: 'en',
  languages: ['en'],
  ...patch,
});

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (n) => n === 'entry',
  }).parse(xml).feed;

test('escapes a title, summary and tag with "&", "<" and quotes, and keeps them whole', () => {
  const xml = atomFeed(contentIn('en'), [note({})]);
  expect(xml).toContain(
    '<title type="text">Scope &amp; price: "small changes" take &lt; 5 minutes</title>',
  );
  const feed = parse(xml);
  expect(feed.entry[0].title['#text']).toBe('Scope & price: "small changes" take < 5 minutes');
  expect(feed.entry[0].summary['#text']).toBe('Fish & chips <b>bold</b>');
  expect(feed.entry[0].category['@label']).toBe('Freelancing & pricing');
});

test('gives the full text as HTML with whole addresses, and marks a note in another language', () => {
  const feed = parse(atomFeed(contentIn('fr'), [note({ language: 'en' })]));
  expect(feed['@xml:lang']).toBe('fr');
  const [entry] = feed.entry;
  expect(entry['@xml:lang']).toBe('en');
  expect(entry.id).toBe('http://localhost:3000/fr/notes/tricky');
  expect(entry.published).toBe('2026-03-04T00:00:00.000Z');
  expect(entry.content['@type']).toBe('html');
  expect(entry.content['#text']).toBe(
    '<h2 id="why">Why</h2><p>A <a href="http://localhost:3000/portfolio/x">project</a> &#x26; <img src="http://localhost:3000/images/a.png" alt="">.</p>',
  );
});

test("takes the newest change as the feed's own date, and a time as written with its zone", () => {
  const feed = parse(
    atomFeed(contentIn('en'), [
      note({ slug: 'a', date: '2026-03-04', updated: '2026-07-08' }),
      note({ slug: 'b', date: '2026-06-01T09:30:00+02:00' }),
    ]),
  );
  expect(feed.updated).toBe('2026-07-08T00:00:00.000Z');
  expect(feed.entry[1].published).toBe('2026-06-01T07:30:00.000Z');
});

test("leaves other sites' addresses and protocol-relative ones alone", () => {
  expect(
    feedHtml(
      '<a href="https://a.example/x">a</a><img src="//cdn.example/b.png">',
      'https://me.example/notes/n',
    ),
  ).toBe('<a href="https://a.example/x">a</a><img src="//cdn.example/b.png">');
});
