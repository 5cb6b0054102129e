import { bestLanguage } from './negotiate';
import { languageOfferScript, OFFER_ATTRIBUTE } from './offer-script';
import { LANGUAGE_STORAGE_KEY } from './switch';

const TAGS = ['en', 'fr', 'pt-BR'];

function offeredBy(current: string, preferred: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(preferred);
  document.documentElement.removeAttribute(OFFER_ATTRIBUTE);
  new Function(languageOfferScript(current, TAGS))();
  return document.documentElement.getAttribute(OFFER_ATTRIBUTE) ?? undefined;
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it.each([
  [['fr-CA', 'en']],
  [['en-GB']],
  [['pt']],
  [['PT-br', 'fr']],
  [['*', 'de', 'fr']],
  [['ja', 'de']],
  [[]],
])('offers what bestLanguage finds for %j, on a page in another language', (preferred) => {
  // A browser that lists no languages has still one: navigator.language.
  const best = bestLanguage(preferred.length ? preferred : [navigator.language], TAGS);
  for (const current of TAGS) {
    expect(offeredBy(current, preferred)).toBe(best === current ? undefined : best);
  }
});

it('offers nothing once the offer was answered, or a language chosen', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'offered');
  expect(offeredBy('en', ['fr'])).toBeUndefined();
});
