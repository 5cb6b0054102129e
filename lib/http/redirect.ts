import { NextResponse, type NextRequest } from 'next/server';

// Never resolved against request.url: behind a proxy, Next fills it with its own host and port
// (https://localhost:3000/…), which no visitor can reach.

/** A path of this site, never another's: "//host" and "/\host" are read by browsers as hosts. */
function sitePath(path: string): string {
  if (!/^\/(?![/\\])/.test(path)) throw new Error(`Not a path of this site: ${path}`);
  return path;
}

/** A 303 to `path`, written as the path alone: the browser resolves it against the address it
 * asked for, whatever the proxy in front. Reloading the page it leads to sends no form again. */
export const seeOther = (path: string) =>
  new NextResponse(null, { status: 303, headers: { Location: sitePath(path) } });

/** The same from the proxy (proxy.ts). Next refuses a relative Location there, and writes one on
 * the request's own origin back as the path alone (so the wire never names Next's host): that
 * origin is the base, and the path is checked as above. */
export const seeOtherFromProxy = (request: NextRequest, path: string) =>
  NextResponse.redirect(new URL(sitePath(path), request.nextUrl.origin), 303);
