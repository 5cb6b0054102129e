/** Pages are built under app/[lang]/…: the own language's /… is rewritten to /<own>/…, and
 * /<own>/… redirected permanently to /…, so each page has one address. */
type Rule = { source: string; destination: string };

/** Each language's 404 page, prerendered under /missing/<lang>; build/start.mjs sends it as 404. */
export const MISSING_PREFIX = 'missing';

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
