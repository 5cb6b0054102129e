import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextResponse } from 'next/server';
import { blockOf, fromOtherSite, senderOf } from '@/lib/http/sender';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { ADMIN_LIMITS, type AdminSession, type SignInMethod } from '@/lib/store/types';

const https = () => settings().siteUrl.protocol === 'https:';

/** The session's cookie: the browser's only, sent to /admin alone, never from another site. */
export const sessionCookie = () => (https() ? '__Secure-portfolio_admin' : 'portfolio_admin');

export const cookieOptions = (maxAgeMs: number) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: https(),
  path: routes.admin,
  maxAge: Math.floor(maxAgeMs / 1000),
});

/** The owner's session, or null: the page then sends them to sign in. */
export async function currentSession(): Promise<(AdminSession & { id: string }) | null> {
  const id = (await cookies()).get(sessionCookie())?.value;
  if (!id) return null;
  const session = await (await stores()).admin.session(id);
  return session && { ...session, id };
}

/** Every page of the dashboard but the sign-in ones starts here. */
export async function requireOwner(): Promise<AdminSession & { id: string }> {
  const session = await currentSession();
  if (!session) redirect(routes.adminSignIn);
  return session;
}

/** A short answer in plain text, kept by no cache. */
export const plainAnswer = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** What every change to the dashboard checks first: a page of this site sent it, signed in. */
export async function refuseUnlessOwner(request: Request): Promise<Response | null> {
  return refuseCrossSite(request) ?? (await refuseSignedOut(request));
}

/** A read of the owner's alone (no change, so any origin may ask): 401 unless signed in. */
export async function refuseSignedOut(request: Request): Promise<Response | null> {
  const id = currentSessionOf(request);
  const session = id ? await (await stores()).admin.session(id) : null;
  return session ? null : plainAnswer(401, 'Sign in first.');
}

export function refuseCrossSite(request: Request): Response | null {
  const { siteUrl, trustProxy } = settings();
  if (!fromOtherSite(request.headers, { siteOrigin: siteUrl.origin, trusted: trustProxy })) {
    return null;
  }
  return plainAnswer(403, "Changes to the dashboard are taken from this site's own pages only.");
}

/** A cookie's value; none when it is absent or not decodable (a hand-made header). */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of request.headers.get('cookie')?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Who is signing in, as the sign-in limits count them: hashed, never kept in the clear. */
export async function signInSender(request: Request) {
  const { messages } = await stores();
  const { address } = senderOf(request.headers, settings().trustProxy);
  return { sender: messages.hashSender(address), block: messages.hashSender(blockOf(address)) };
}

/** The answer to a sign-in that worked, with a new session's cookie on it. */
export async function withNewSession<R extends NextResponse>(response: R, method: SignInMethod) {
  const id = await (await stores()).admin.startSession(method);
  response.cookies.set(sessionCookie(), id, cookieOptions(ADMIN_LIMITS.absoluteMs));
  return response;
}

/** The session id the request's cookie holds, if any. */
export const currentSessionOf = (request: Request) => readCookie(request, sessionCookie());

export function clearSession<R extends NextResponse>(response: R): R {
  response.cookies.set(sessionCookie(), '', cookieOptions(0));
  return response;
}
