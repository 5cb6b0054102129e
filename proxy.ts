import { NextResponse, type NextRequest } from 'next/server';
import { seeOtherFromProxy } from '@/lib/http/redirect';
import { fromOtherSite } from '@/lib/http/sender';
import {
  LINK_ADDRESS,
  openLink,
  orBusy,
  plainPath,
  SHARED_ADDRESS,
  unlessShared,
} from '@/lib/private/open';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';

/** A form another site's page posted in a visitor's name. Next would refuse it with a bare 500;
 * the visitor is sent instead to a page saying where to send their message from. */
export async function proxy(request: NextRequest) {
  // Read once, as the routing may read it: `/shared/%2e/x` is /shared/x.
  const path = plainPath(request.nextUrl.pathname);
  const link = LINK_ADDRESS.exec(path);
  if (link) return orBusy(() => openLink(request, link[1], link[2]!));
  const shared = SHARED_ADDRESS.exec(path);
  if (shared) return orBusy(() => unlessShared(request, shared[1], shared[2]));
  // A file's form and its save share one address; Next holds a page and a handler apart.
  const saved = request.method === 'POST' ? CONTENT_FILE.exec(path) : null;
  if (saved) return rewrite(request, `${routes.adminContentSave}/${saved[1]}`);
  // One address, a page and an endpoint: a POST, or a GET asking for JSON, goes to the endpoint.
  if (path === routes.adminPublish && (request.method === 'POST' || asksForJson(request)))
    return rewrite(request, `${routes.adminPublish}/state`);
  // The dashboard's routes refuse another site's posts themselves, with a 403.
  if (request.method !== 'POST' || isAdminPath(request.nextUrl.pathname))
    return NextResponse.next();
  const { siteUrl, trustProxy } = settings();
  if (!fromOtherSite(request.headers, { siteOrigin: siteUrl.origin, trusted: trustProxy })) {
    return NextResponse.next();
  }
  // The form is on each language's home page: "/" or "/fr".
  const [, first = ''] = request.nextUrl.pathname.split('/');
  const home = /^\/[^/]+\/?$/.test(request.nextUrl.pathname) ? `/${first}` : '';
  return seeOtherFromProxy(request, `${home}${routes.contactRefused}`);
}

// Pages only, and only what carries an Origin (every form a browser posts): the endpoints check
// for themselves. And a client's private link, exchanged here for a session, and the pages it
// opens, answered as unknown addresses without one.
const CONTENT_FILE = /^\/admin\/content\/(?!pictures$|preview$)([a-z0-9-]+(?:\/[a-z0-9-]+){0,2})$/i;
const rewrite = (request: NextRequest, pathname: string) => {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
};

const asksForJson = (request: NextRequest) =>
  /\bapplication\/json\b/.test(request.headers.get('accept') ?? '');

const isAdminPath = (path: string) => path === routes.admin || path.startsWith(`${routes.admin}/`);

export const config = {
  matcher: [
    '/private/:token',
    '/:lang/private/:token',
    '/shared/:slug?',
    '/:lang/shared/:slug?',
    '/admin/content/:file*',
    '/admin/publish',
    {
      source: '/((?!api/|_next/).*)',
      has: [{ type: 'header', key: 'origin' }],
    },
  ],
};
