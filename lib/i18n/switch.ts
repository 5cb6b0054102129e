/** For the browser: no catalogue, the labels come ready-made from the server (./labels.ts). */
export type SiteLanguage = {
  tag: string;
  name: string;
};

export const LANGUAGE_STORAGE_KEY = 'language';

/** "/fr/x" → "/x", "/fr" → "/"; the own language's tag too, as its pages are built under it. */
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
