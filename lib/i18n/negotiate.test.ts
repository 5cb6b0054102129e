import { acceptedLanguages, bestLanguage } from './negotiate';

describe('bestLanguage', () => {
  it("takes the visitor's first language the site has, exactly or by its base language", () => {
    expect(bestLanguage(['fr-FR', 'en'], ['en', 'fr'])).toBe('fr');
    expect(bestLanguage(['en-US', 'fr'], ['en', 'fr'])).toBe('en');
    expect(bestLanguage(['pt-BR'], ['en', 'pt-PT', 'pt-BR'])).toBe('pt-BR');
    expect(bestLanguage(['pt'], ['en', 'pt-BR'])).toBe('pt-BR');
    expect(bestLanguage(['DE-at'], ['en', 'de'])).toBe('de');
  });

  it('finds nothing when none of them is there', () => {
    expect(bestLanguage(['ja', '*'], ['en', 'fr'])).toBeUndefined();
    expect(bestLanguage([], ['en'])).toBeUndefined();
  });
});

describe('acceptedLanguages', () => {
  it('orders an Accept-Language header by weight, then by place', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('en;q=0.5, fr')).toEqual(['fr', 'en']);
  });

  it('ignores what is not a language tag, refused ones, and anything past its bounds', () => {
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages('<script>, fr;q=0, de')).toEqual(['de']);
    expect(acceptedLanguages(Array.from({ length: 50 }, () => 'en').join(','))).toHaveLength(20);
    expect(acceptedLanguages(`${'x'.repeat(500)}, fr`)).toEqual([]);
  });
});
