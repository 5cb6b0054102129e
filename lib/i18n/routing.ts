/**
 * Every page is built under its language, app/[lang]/…; the site's own language is served without
 * the prefix. These are next.config's rules for that, made from config/site.json at build:
 *  - /…      is rewritten to /<own>/… (not for the other languages' prefixes, or what is not a
 *            page: the API, the framework's files, the home-screen icons, the 404 pages);
 *  - /<own>/… is redirected, permanently, to /…, so each page has one address.
 */
type Rule = { source: string; destination: string };

/**
 * The 404 page of each language, prerendered under /missing/<lang> for the production server
 * (build/start.mjs), which answers it with status 404.
 */
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
