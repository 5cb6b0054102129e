import { NextResponse, type NextRequest } from 'next/server';
import { fromOtherSite } from '@/lib/http/sender';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';

/** A form another site's page posted in a visitor's name. Next would refuse it with a bare 500;
 * the visitor is sent instead to a page saying where to send their message from. */
export function proxy(request: NextRequest) {
  if (request.method !== 'POST') return NextResponse.next();
  const { siteUrl, trustProxy } = settings();
  if (!fromOtherSite(request.headers, { siteOrigin: siteUrl.origin, trusted: trustProxy })) {
    return NextResponse.next();
  }
  // The form is on each language's home page: "/" or "/fr".
  const [, first = ''] = request.nextUrl.pathname.split('/');
  const home = /^\/[^/]+\/?$/.test(request.nextUrl.pathname) ? `/${first}` : '';
  return NextResponse.redirect(new URL(`${home}${routes.contactRefused}`, request.nextUrl), 303);
}

// Pages only, and only what carries an Origin (every form a browser posts): the endpoints check
// for themselves.
export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/).*)',
      has: [{ type: 'header', key: 'origin' }],
    },
  ],
};
