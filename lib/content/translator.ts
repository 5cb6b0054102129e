import 'server-only';
import { DATE_LOCALE } from '@/lib/constants';
import { getLanguage, getMessages } from './index';
import { textDirection } from '../i18n/catalogue';
import { translator, type Translator } from '../i18n/labels';

let cached: Translator | undefined;

/**
 * The site's interface labels in its language: `getT()('portfolio.count', { count: 3 })`.
 * Server-side only; client components get their words as props (lib/i18n/labels.ts).
 */
export function getT(): Translator {
  cached ??= translator(getLanguage(), getMessages());
  return cached;
}

/** What <html> says about the page's language: `lang` and `dir`. */
export const documentLanguage = () => ({
  lang: getLanguage(),
  dir: textDirection(getLanguage()),
});

/** The locale dates are written in: the specification's en-GB for English, else the language. */
export const dateLocale = () =>
  getLanguage().split('-')[0] === 'en' ? DATE_LOCALE : getLanguage();
