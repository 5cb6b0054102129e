/** Pages are built under app/[lang]/…: the own language's /… is rewritten to /<own>/…, and
 * /<own>/… redirected permanently to /…, so each page has one address. */
type Rule = {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
};

/** Lists whose later pages are addressed `?page=N`, like the category pages: each is prerendered
 * as `<list>/page/N` and reached through a rewrite, so it works without scripts too. */
export const PAGED_LISTS = ['notes'];
export const PAGE_SEGMENT = 'page';
const PAGE_QUERY = { type: 'query' as const, key: 'page', value: '(?<page>[2-9]|[1-9][0-9]{1,3})' };

/** Each language's 404 page, prerendered under /missing/<lang>, whose own address is unknown: the
 * server answers unknown addresses in <lang> with it (build/rewrites/not-found.ts). */
export const MISSING_PREFIX = 'missing';

// Served by route handlers of their own, in no language: the endpoints, Next's files, the app's
// icons, a client's private pictures and the owner's dashboard.
const NOT_PAGES = ['api', '_next', 'icons', 'private-picture', 'admin'];

const escape = (tag: string) => tag.replace(/[^A-Za-z0-9-]/g, '');

export function languageRoutes(defaultLanguage: string, others: readonly string[]) {
  const skip = [...others.map(escape), escape(defaultLanguage), ...NOT_PAGES].join('|');
  const rewrites: Rule[] = [
    { source: '/', destination: `/${defaultLanguage}` },
    { source: `/:path((?!(?:${skip})(?:/|$)).+)`, destination: `/${defaultLanguage}/:path` },
  ];
  // Before the pages: /notes itself is a page, which would otherwise answer /notes?page=2.
  const beforeFiles: Rule[] = PAGED_LISTS.flatMap((list) =>
    [defaultLanguage, ...others].map((language) => ({
      source: language === defaultLanguage ? `/${list}` : `/${escape(language)}/${list}`,
      has: [PAGE_QUERY],
      destination: `/${escape(language)}/${list}/${PAGE_SEGMENT}/:page`,
    })),
  );
  const redirects = [
    { source: `/${defaultLanguage}`, destination: '/', permanent: true },
    { source: `/${defaultLanguage}/:path*`, destination: '/:path*', permanent: true },
  ];
  return { rewrites, redirects, beforeFiles };
}
