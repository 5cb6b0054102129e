/** For the browser: no catalogue, the words come ready-made from the server (./labels.ts). */
export type SiteLanguage = {
  /** The tag, as in <html lang> and the address prefix: "fr". */
  tag: string;
  /** Its name in itself: "Français". */
  name: string;
};

/** Where the visitor's dismissal of the offer, or their choice of a language, is kept. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** "/fr/portfolio/x" → "/portfolio/x", "/fr" → "/". The own language is built under its tag and
 * served without it, so both forms are read. */
export function withoutLanguage(pathname: string, tags: readonly string[]): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!tags.includes(first)) return pathname || '/';
  return rest.length ? `/${rest.join('/')}` : '/';
}

/** `path` in `tag`: the default language's addresses have no prefix, "/" in French is "/fr". */
export function withLanguage(path: string, tag: string, defaultLanguage: string): string {
  if (tag === defaultLanguage) return path;
  return path === '/' ? `/${tag}` : `/${tag}${path}`;
}

/** The same page in `tag`, whatever language `pathname` is in. */
export const inLanguage = (
  pathname: string,
  tag: string,
  defaultLanguage: string,
  tags: readonly string[],
) => withLanguage(withoutLanguage(pathname, tags), tag, defaultLanguage);

/** The language an address is in, when it names one of `tags`: "/fr/no-such-page?x=1" → "fr". */
export function languageOf(address: string, tags: readonly string[]): string | undefined {
  const first = address.split(/[?#]/)[0]!.split('/')[1] ?? '';
  return tags.includes(first) ? first : undefined;
}
