/** @jest-environment node */
import { SEARCH } from '@/lib/constants';
import { fold } from './fold';
import {
  boundQuery,
  excerpt,
  groupByKind,
  markTerms,
  prepare,
  queryTerms,
  search,
  type SearchEntry,
} from './match';

const entries: SearchEntry[] = [
  {
    kind: 'project',
    title: 'Harbor & Pine Coffee',
    url: '/portfolio/harbor-pine-coffee',
    meta: 'Branding',
    tags: ['Packaging', 'Signage'],
    text: 'A small-batch roastery and Café on the lakeside in Annecy.',
  },
  {
    kind: 'project',
    title: 'Kestrel Analytics',
    url: '/portfolio/kestrel-analytics',
    meta: 'Web design',
    tags: ['Design system'],
    text: 'A dashboard whose branding came second to the numbers.',
  },
  {
    kind: 'note',
    title: 'Branding a bike share',
    url: '/notes/branding-a-bike-share',
    text: 'What a street test taught us.',
  },
  {
    kind: 'offer',
    title: 'Brand sprint',
    url: '/hire#offer-brand-sprint',
    meta: '€4,800 per project',
    text: 'A new identity in three weeks.',
  },
  { kind: 'section', title: 'Θεσσαλονίκη', url: '/#about', text: 'Ελληνικά' },
];
const index = prepare(entries);
const titles = (query: string) => search(index, queryTerms(query)).map((r) => r.entry.title);

describe('the search matcher', () => {
  it('ignores accents, both ways: "cafe" finds "Café", "café" finds "cafe"', () => {
    expect(titles('cafe')).toEqual(['Harbor & Pine Coffee']);
    expect(titles('CAFÉ')).toEqual(['Harbor & Pine Coffee']);
    const plain = prepare([{ kind: 'note', title: 'Cafe owners', url: '/notes/cafe' }]);
    expect(search(plain, queryTerms('Café')).map((r) => r.entry.title)).toEqual(['Cafe owners']);
    expect(titles('θεσσαλονικη')).toEqual(['Θεσσαλονίκη']);
    expect(fold('Œuvre Straße Ærø')).toBe('oeuvre strasse aero');
  });

  it('ignores case', () => {
    expect(titles('KESTREL')).toEqual(['Kestrel Analytics']);
    expect(titles('kEsTrEl')).toEqual(['Kestrel Analytics']);
  });

  it('needs every word, found in any field and in any order', () => {
    expect(titles('annecy coffee')).toEqual(['Harbor & Pine Coffee']);
    expect(titles('coffee annecy')).toEqual(['Harbor & Pine Coffee']);
    expect(titles('coffee dashboard')).toEqual([]);
    expect(titles('design system')).toEqual(['Kestrel Analytics']);
  });

  it('ranks a name match before a tag match, and a tag match before a description match', () => {
    expect(titles('branding')).toEqual([
      'Branding a bike share',
      'Harbor & Pine Coffee',
      'Kestrel Analytics',
    ]);
    expect(titles('brand')[0]).toBe('Brand sprint');
  });

  it('ranks a word that starts with the query before one that only holds it', () => {
    const two = prepare([
      { kind: 'project', title: 'Redesign', url: '/a' },
      { kind: 'project', title: 'Design days', url: '/b' },
    ]);
    expect(search(two, queryTerms('design')).map((r) => r.entry.url)).toEqual(['/b', '/a']);
  });

  it('finds nothing for no terms, and for punctuation alone', () => {
    expect(titles('')).toEqual([]);
    expect(titles('  ?!  & ')).toEqual([]);
  });

  it('groups by kind, the best group first, at most so many each', () => {
    const groups = groupByKind(search(index, queryTerms('brand')), 1);
    expect(groups.map((group) => [group.kind, group.results.length])).toEqual([
      ['offer', 1],
      ['note', 1],
      ['project', 1],
    ]);
  });
});

describe('what a visitor sends is bounded', () => {
  it('cuts a query to its length, its terms and one value', () => {
    expect(boundQuery('x'.repeat(10_000))).toHaveLength(SEARCH.queryMaxLength);
    expect(boundQuery(['first', 'second'])).toBe('first');
    expect(boundQuery(undefined)).toBe('');
    expect(boundQuery({ q: 'object' })).toBe('');
    expect(boundQuery('  two   spaces \n')).toBe('two spaces');
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(queryTerms(many)).toHaveLength(SEARCH.wordsMax);
    expect(queryTerms('cafe CAFÉ café')).toEqual(['cafe']);
  });

  it('leaves out terms of one letter, but not a character of a script written without spaces', () => {
    expect(queryTerms('e a i n r s t o')).toEqual([]);
    expect(queryTerms('a brand x')).toEqual(['brand']);
    expect(queryTerms('é ß')).toEqual(['ss']);
    expect(queryTerms('東 京 カ')).toEqual(['東', '京', 'カ']);
    expect(titles('e a i n r s t o')).toEqual([]);
  });

  it('drops the characters that would make a query read otherwise (bidi overrides)', () => {
    expect(boundQuery('abc\u202Efed\u200D')).toBe('abcfed');
  });

  it('never splits a character made of two code units', () => {
    const emoji = '😀'.repeat(SEARCH.queryMaxLength + 5);
    expect(Array.from(boundQuery(emoji))).toHaveLength(SEARCH.queryMaxLength);
  });

  it('answers a long query of one repeated word over a large index: one word, each entry once', () => {
    const large = prepare(
      Array.from({ length: 200 }, (_, i) => ({
        kind: 'project' as const,
        title: `Project ${i}`,
        url: `/p/${i}`,
        text: 'a'.repeat(SEARCH.textMaxLength),
      })),
    );
    const terms = queryTerms(`${'a'.repeat(9)} `.repeat(40));
    expect(terms).toEqual(['aaaaaaaaa']);
    expect(search(large, terms)).toHaveLength(200);
  });
});

describe('marking and excerpts', () => {
  it('marks each match in the text as written, accents and all', () => {
    expect(markTerms('Un Café à Annecy', ['cafe', 'annecy'])).toEqual([
      { text: 'Un ', mark: false },
      { text: 'Café', mark: true },
      { text: ' à ', mark: false },
      { text: 'Annecy', mark: true },
    ]);
    expect(markTerms('Straße', ['strasse'])).toEqual([{ text: 'Straße', mark: true }]);
    expect(markTerms('no match', ['zzz'])).toEqual([{ text: 'no match', mark: false }]);
  });

  it('marks the first few matches of a word found all over a text', () => {
    const parts = markTerms('an '.repeat(40), ['an']);
    expect(parts.filter((part) => part.mark)).toHaveLength(SEARCH.marksMax);
    expect(parts.map((part) => part.text).join('')).toBe('an '.repeat(40));
  });

  it('shows the part of a long text around its match, cut at spaces', () => {
    const text = `${'word '.repeat(60)}the needle is here ${'more '.repeat(60)}`.trim();
    const part = excerpt(text, ['needle'], 80);
    expect(part).toMatch(/^…/);
    expect(part).toMatch(/…$/);
    expect(part).toContain('the needle is here');
    expect(part.length).toBeLessThanOrEqual(82);
    expect(excerpt('short text', ['x'])).toBe('short text');
    const emoji = excerpt(`${'😀'.repeat(100)}needle${'😀'.repeat(100)}`, ['needle'], 80);
    expect(emoji).toContain('needle');
    expect(emoji).not.toMatch(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
    );
    expect(excerpt(`needle ${'word '.repeat(80)}`, ['needle'], 80)).toMatch(/^needle/);
  });
});
