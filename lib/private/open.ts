import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isLinkPreview } from '@/lib/http/link-previews';
import { seeOtherFromProxy } from '@/lib/http/redirect';
import { fromOtherSite, senderOf } from '@/lib/http/sender';
import { SHARED_CACHE } from '@/lib/headers/rules';
import { settings } from '@/lib/settings';
import { siteLanguages } from '@/lib/settings/public';
import { stores } from '@/lib/store';
import { DatabaseBusy, PRIVATE_LINK_LIMITS } from '@/lib/store/types';
import { SHARED_COOKIE } from './cookie';
export { LINK_ADDRESS, plainPath, SHARED_ADDRESS } from './addresses';
import { sharedPolicy } from './policy';
import { sharedLinkOf } from './session';

// The site's languages, written in by the build (next.config.ts): the proxy reads no content.
const isLanguage = (tag: string) => siteLanguages().includes(tag);

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

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new NextResponse(`${text}\n`, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
      'Referrer-Policy': 'no-referrer',
      ...headers,
    },
  });

/** Headers of every page a link opens: kept by no cache or index, and named to no other site. */
export function privatePage(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', SHARED_CACHE);
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

/** An unknown, expired, revoked or used-up token: counted as a guess, then answered as any unknown
 * address is (or 429 past the limit). Only refusals count, so a good link always opens. */
async function refuse(request: NextRequest, language: string | undefined) {
  const { trustProxy } = settings();
  const sender = senderOf(request.headers, trustProxy).address;
  const { privateLinkGuesses } = await stores();
  if (!(await privateLinkGuesses.hit(sender))) {
    const wait = Math.ceil((await privateLinkGuesses.remainingMs(sender)) / 1000);
    return plain(429, 'Too many attempts: try again in a few minutes.', {
      'Retry-After': String(wait),
    });
  }
  // The 404 of any unknown address, whose own requests never carry the token as a referrer.
  const refused = unknownAddress(request, language);
  refused.headers.set('Referrer-Policy', 'no-referrer');
  return refused;
}

/** A client's link. Opening it (GET, HEAD) only shows a page asking for one click
 * (app/[lang]/private/[token]), so that a link preview or a mail scanner spends nothing; that
 * click's POST exchanges the token for a session cookie and sends the client on to /shared. */
export async function openLink(request: NextRequest, language: string | undefined, token: string) {
  if (language !== undefined && !isLanguage(language)) return NextResponse.next();
  const { privateLinks } = await stores();
  if (request.method === 'GET' || request.method === 'HEAD') {
    // The same work for every token of the right shape: one hash, one indexed look-up.
    if (!(await privateLinks.wouldOpen(token))) return refuse(request, language);
    return privatePage(NextResponse.next());
  }
  if (request.method !== 'POST') return unknownAddress(request, language);
  const { siteUrl, trustProxy } = settings();
  if (fromOtherSite(request.headers, { siteOrigin: siteUrl.origin, trusted: trustProxy })) {
    return plain(403, "A private link is opened from this site's own page only.");
  }
  if (isLinkPreview(request.headers)) {
    return plain(403, 'Open this link in a web browser to see the case studies.');
  }
  const exchanged = await privateLinks.exchange(token);
  if (!exchanged) return refuse(request, language);
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
  return privatePage(response);
}

/** A shared page goes on only for a session that shows it; else it answers as unknown addresses
 * do, before any page renders. */
export async function unlessShared(
  request: NextRequest,
  language: string | undefined,
  slug: string | undefined,
) {
  const link = await sharedLinkOf((name) => request.cookies.get(name));
  const shows = link && (slug === undefined || link.projects.includes(slug));
  if (!shows) return unknownAddress(request, language);
  const response = privatePage(NextResponse.next());
  const policy = sharedPolicy(slug === undefined ? link.projects : [slug]);
  if (policy) response.headers.set('Content-Security-Policy', policy);
  return response;
}
