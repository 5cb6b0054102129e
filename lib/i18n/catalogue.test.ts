/** @jest-environment node */
import { canonicalLanguage, flatten, resolveCatalogue, SHIPPED, textDirection } from './catalogue';
import { english } from './english';
import { gridLabels } from './labels';
import en from './catalogues/en.json';

describe('the shipped catalogues', () => {
  it.each(Object.keys(SHIPPED))(
    '%s has every label, each valid with the right values',
    (language) => {
      expect(Object.keys(flatten(SHIPPED[language]!)).sort()).toEqual(
        Object.keys(flatten(en)).sort(),
      );
      expect(resolveCatalogue(language, undefined).problems).toEqual([]);
    },
  );

  it('are really translated: no language but English keeps an English phrase', () => {
    const english = flatten(en);
    // The words of a label, without its placeholders: "{name}, image {index}" has only "image".
    const words = (label: string) => label.replace(/\{[^{}]*\}/g, '').replace(/[^\p{L}]/gu, '');
    for (const language of ['fr', 'de', 'es']) {
      const labels = flatten(SHIPPED[language]!);
      const same = Object.keys(english).filter(
        (key) =>
          labels[key] === english[key] &&
          english[key]!.includes(' ') &&
          words(english[key]!).length > 8,
      );
      expect({ language, same }).toEqual({ language, same: [] });
    }
  });
});

describe('formatting in the language', () => {
  it('counts and pluralises', () => {
    expect(english('portfolio.count', { count: 1 })).toBe('1 project');
    expect(english('portfolio.count', { count: 7 })).toBe('7 projects');
    expect(gridLabels(english, 14).pages).toEqual([
      'Projects, page 1 of 3',
      'Projects, page 2 of 3',
      'Projects, page 3 of 3',
    ]);
  });
});

describe('language tags', () => {
  it('are written canonically, and nonsense is refused', () => {
    expect(canonicalLanguage('pt-br')).toBe('pt-BR');
    expect(canonicalLanguage('EN')).toBe('en');
    expect(canonicalLanguage('french!')).toBeUndefined();
  });

  it('give the writing direction', () => {
    for (const rtl of ['ar', 'he', 'fa', 'ur', 'ar-EG']) expect(textDirection(rtl)).toBe('rtl');
    for (const ltr of ['en', 'fr', 'de', 'es', 'ja', 'ru', 'tr'])
      expect(textDirection(ltr)).toBe('ltr');
  });
});
