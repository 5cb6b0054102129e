/** @jest-environment node */
import zlib from 'node:zlib';
import { contentIn, getLanguages } from '@/lib/content';
import { SEARCH } from '@/lib/constants';
import { searchIndexOf } from './index';
import { prepare, queryTerms, search } from './match';

const english = searchIndexOf(contentIn('en'));
const french = searchIndexOf(contentIn('fr'));
const of = (kind: string, index = english) => index.entries.filter((entry) => entry.kind === kind);

describe("each language's index", () => {
  test('holds every project, note and offer, and the home sections shown, at their addresses', () => {
    const local = contentIn('en');
    expect(of('project').map((entry) => entry.url)).toEqual(
      local.projects.map((project) => `/portfolio/${project.slug}`),
    );
    expect(of('note').map((entry) => entry.title)).toEqual(local.notes.map((note) => note.title));
    expect(of('offer').map((entry) => entry.url)).toEqual(
      local.offers.map((offer) => `/hire#offer-${offer.id}`),
    );
    expect(of('section').map((entry) => entry.url)).toEqual([
      '/#about',
      '/#portfolio',
      '/#hire',
      '/#notes',
      '/#experience',
      '/#testimonial',
      '/#education',
      '/#contact',
    ]);
    const harbor = of('project').find((entry) => entry.title === 'Harbor & Pine Coffee');
    expect(harbor).toMatchObject({ meta: 'Branding', tags: expect.arrayContaining(['Packaging']) });
    expect(harbor?.text).toContain('café on the lakeside in Annecy');
  });

  test("is written in its language, each fallback marked with the site's own", () => {
    expect(french.language).toBe('fr');
    expect(french.entries.every((entry) => entry.url.startsWith('/fr'))).toBe(true);
    expect(of('section', french).map((entry) => entry.title)).toContain('À propos');
    const notes = of('note', french);
    const local = contentIn('fr');
    for (const [at, note] of local.notes.entries()) {
      expect(notes[at]!.lang).toBe(note.language === 'fr' ? undefined : 'en');
    }
    expect(notes.some((entry) => entry.lang === 'en')).toBe(true);
    expect(notes.some((entry) => entry.lang === undefined)).toBe(true);
  });

  test("finds a case study by the words of its summary, which come before its description's", () => {
    const mareo = contentIn('en').project('mareo-bikes')!;
    expect(mareo.summary).toContain('one gesture');
    expect(of('project').find((entry) => entry.title === mareo.name)?.text).toMatch(
      /^A bike-share app rebuilt around one gesture/,
    );
    const results = search(prepare(english.entries), queryTerms('gesture'));
    expect(results[0]?.entry.url).toBe('/portfolio/mareo-bikes');
  });

  test('finds a French word in French and sends the visitor to the French page', () => {
    const results = search(prepare(french.entries), queryTerms('torrefaction'));
    expect(results[0]?.entry.url).toBe('/fr/portfolio/harbor-pine-coffee');
  });

  test('is small: at most 30 KB gzipped for the sample, each text bounded', () => {
    for (const language of getLanguages()) {
      const json = JSON.stringify(searchIndexOf(contentIn(language)));
      expect(zlib.gzipSync(json).length).toBeLessThanOrEqual(30 * 1024);
    }
    for (const entry of [...english.entries, ...french.entries]) {
      expect((entry.text ?? '').length).toBeLessThanOrEqual(SEARCH.textMaxLength);
      expect(Object.values(entry)).not.toContain('');
      expect(Object.values(entry)).not.toContain(undefined);
    }
  });
});
