import { inLanguage, languageOf, withoutLanguage } from './switch';

const tags = ['en', 'fr', 'pt-BR'];

describe('the same page in another language', () => {
  it('reads the address without its language, in either of its forms', () => {
    expect(withoutLanguage('/fr/portfolio/x', tags)).toBe('/portfolio/x');
    expect(withoutLanguage('/fr', tags)).toBe('/');
    // The own language's pages are built under their tag and served without it.
    expect(withoutLanguage('/en/category/all', tags)).toBe('/category/all');
    expect(withoutLanguage('/category/all', tags)).toBe('/category/all');
    expect(withoutLanguage('/', tags)).toBe('/');
    expect(withoutLanguage('/french-press', tags)).toBe('/french-press');
  });

  it("gives the own language's address without a prefix, the others' with theirs", () => {
    expect(inLanguage('/portfolio/x', 'fr', 'en', tags)).toBe('/fr/portfolio/x');
    expect(inLanguage('/fr/portfolio/x', 'en', 'en', tags)).toBe('/portfolio/x');
    expect(inLanguage('/fr', 'en', 'en', tags)).toBe('/');
    expect(inLanguage('/', 'pt-BR', 'en', tags)).toBe('/pt-BR');
    expect(inLanguage('/fr/category/all', 'pt-BR', 'en', tags)).toBe('/pt-BR/category/all');
  });
});

describe('the language of an address', () => {
  it("is its first segment when that is one of the site's languages", () => {
    expect(languageOf('/fr/no-such-page', tags)).toBe('fr');
    expect(languageOf('/fr?page=2', tags)).toBe('fr');
    expect(languageOf('/pt-BR/portfolio/x#top', tags)).toBe('pt-BR');
    expect(languageOf('/no-such-page', tags)).toBeUndefined();
    expect(languageOf('/french-press/fr', tags)).toBeUndefined();
    expect(languageOf('/', tags)).toBeUndefined();
    expect(languageOf('', tags)).toBeUndefined();
  });
});
