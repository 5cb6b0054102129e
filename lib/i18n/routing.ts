/** Pages are built under app/[lang]/…, the site's own language served without the prefix: /… is
 * rewritten to /<own>/… (not other languages' prefixes, nor what is not a page), and /<own>/… is
 * redirected permanently to /…, so each page has one address. */
type Rule = { source: string; destination: string };

/** Each language's 404 page, prerendered under /missing/<lang> (app/missing/[lang]) for
 * build/start.mjs, which answers it with status 404. */
export const MISSING_PREFIX = 'missing';

/** First segments that are never a page of the site's own language. */
const NOT_PAGES = ['api', '_next', 'icons', MISSING_PREFIX];

const escape = (tag: string) => tag.replace(/[^A-Za-z0-9-]/g, '');

export function languageRoutes(defaultLanguage: string, others: readonly string[]) {
  const skip = [...others.map(escape), escape(defaultLanguage), ...NOT_PAGES].join('|');
  const rewrites: Rule[] = [
    { source: '/', destination: `/${defaultLanguage}` },
    { source: `/:path((?!(?:${skip})(?:/|$)).+)`, destination: `/${defaultLanguage}/:path` },
  ];
  const redirects = [
    { source: `/${defaultLanguage}`, destination: '/', permanent: true },
    { source: `/${defaultLanguage}/:path*`, destination: '/:path*', permanent: true },
  ];
  return { rewrites, redirects };
}
