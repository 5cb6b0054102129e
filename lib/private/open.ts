import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { seeOtherFromProxy } from '@/lib/http/redirect';
import { senderOf } from '@/lib/http/sender';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { isSecret } from '@/lib/store/private-link-input';
import { DatabaseBusy, PRIVATE_LINK_LIMITS } from '@/lib/store/types';
import { SHARED_COOKIE } from './cookie';
export { LINK_ADDRESS, SHARED_ADDRESS } from './addresses';
import { sharedLinkOf } from './session';

// The site's languages, written in by the build (next.config.ts): the proxy reads no content.
const isLanguage = (tag: string) => !!process.env.PORTFOLIO_LANGUAGES?.split(',').includes(tag);

// What any unknown address gets: the same 404, body and headers, in the address's language.
const unknownAddress = (request: NextRequest, language: string | undefined) =>
  NextResponse.rewrite(new URL(`${language ? `/${language}` : ''}/private`, request.nextUrl));

/** A 503 while the database cannot answer (PostgreSQL restarting), instead of Next's bare 500. */
export async function orBusy(answer: () => Promise<NextResponse>): Promise<NextResponse> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof DatabaseBusy)) throw error;
    return new NextResponse('The site cannot reach its data for a moment: try again shortly.\n', {
      status: 503,
      headers: {
        'Retry-After': '5',
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
        'Referrer-Policy': 'no-referrer',
      },
    });
  }
}

/** Exchanges a link's token for a session cookie and sends the client on to an address without
 * it; an unknown, expired, revoked or used-up token goes on to the routing, which answers 404 as
 * for any unknown address (no page lives there). */
export async function openLink(request: NextRequest, language: string | undefined, token: string) {
  // Only a browser opening it counts a use: not a HEAD (a link checker), nor a made-up language.
  if (request.method !== 'GET' || (language !== undefined && !isLanguage(language))) {
    return NextResponse.next();
  }
  const { trustProxy, siteUrl } = settings();
  const sender = senderOf(request.headers, trustProxy).address;
  const opened = await stores();
  if (!(await opened.privateLinkGuesses.hit(sender))) {
    return new NextResponse('Too many attempts: try again in a few minutes.\n', {
      status: 429,
      headers: {
        'Retry-After': String(
          Math.ceil((await opened.privateLinkGuesses.remainingMs(sender)) / 1000),
        ),
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
      },
    });
  }
  // The same work for every token of the right shape: one hash, one indexed look-up.
  const exchanged = isSecret(token) ? await opened.privateLinks.exchange(token) : null;
  if (!exchanged) {
    // The 404 of any unknown address, whose own requests never carry the token as a referrer.
    const refused = NextResponse.next();
    refused.headers.set('Referrer-Policy', 'no-referrer');
    return refused;
  }
  const response = seeOtherFromProxy(request, `${language ? `/${language}` : ''}/shared`);
  response.cookies.set(SHARED_COOKIE, exchanged.sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: siteUrl.protocol === 'https:',
    path: '/',
    // The session's own end: the link's expiry when it comes first.
    expires: Math.min(
      Date.now() + PRIVATE_LINK_LIMITS.sessionMs,
      exchanged.link.expiresAt ? Date.parse(exchanged.link.expiresAt) : Infinity,
    ),
  });
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

/** A shared page goes on only for a session that shows it; else it answers as unknown addresses
 * do, before any page renders. */
export async function unlessShared(
  request: NextRequest,
  language: string | undefined,
  slug: string | undefined,
) {
  const link = await sharedLinkOf((name) => request.cookies.get(name));
  const shows =
    link && (slug === undefined || link.projects.some((p) => encodeURIComponent(p) === slug));
  return shows ? NextResponse.next() : unknownAddress(request, language);
}
