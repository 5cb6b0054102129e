import 'server-only';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { contentIn } from '@/lib/content';
import { readJsonObject } from '@/lib/http/bodies';
import { senderOf } from '@/lib/http/sender';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { ADMIN_LIMITS } from '@/lib/store/types';
import { WindowCounter } from '@/lib/store/window-counter';
import {
  cookieOptions,
  readCookie,
  refuseCrossSite,
  refuseUnlessOwner,
  signInSender,
  withNewSession,
} from './session';

const CHALLENGE_COOKIE = 'portfolio_admin_challenge';
const BODY_MAX = 16 * 1024;
// Per sender, in memory: asking for a challenge costs a row, so nobody may ask without end.
const asks = new WindowCounter({ max: 30, windowMs: 10 * 60_000 });

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** The page's own origin, as the browser named it: the passkey is bound to its host. */
const originOf = (request: Request) => request.headers.get('origin') ?? '';

type Purpose = 'register' | 'sign-in';

/** POST /admin/passkeys: `{ purpose, step: "options" }`, then `{ purpose, step: "verify",
 * response }` with what the browser's authenticator answered. Registering needs a session. */
export async function handlePasskeys(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const origin = originOf(request);
  if (!URL.canParse(origin)) return json(400, { error: 'The request names no origin.' });
  const body = await readJsonObject(request, BODY_MAX);
  if (!body.ok) return body.response;
  const { purpose, step } = body.value as { purpose?: unknown; step?: unknown };
  if (
    (purpose !== 'register' && purpose !== 'sign-in') ||
    (step !== 'options' && step !== 'verify')
  ) {
    return json(422, {
      error: 'purpose must be "register" or "sign-in", step "options" or "verify".',
    });
  }
  if (purpose === 'register') {
    const notOwner = await refuseUnlessOwner(request);
    if (notOwner) return notOwner;
  }
  return step === 'options'
    ? options(request, purpose, new URL(origin).hostname)
    : verify(request, purpose, origin, body.value.response);
}

async function options(request: Request, purpose: Purpose, rpID: string) {
  const { address } = senderOf(request.headers, settings().trustProxy);
  if (!asks.hit(address)) return json(429, { error: 'Too many attempts: try again later.' });
  const { admin } = await stores();
  if (purpose === 'sign-in' && (await admin.tooManyFailures(await signInSender(request)))) {
    return json(429, { error: 'Too many refused attempts: try again later.' });
  }
  const passkeys = await admin.passkeys();
  const known = passkeys.map(({ id, transports }) => ({ id, transports }));
  const owner = contentIn().ownerName;
  const optionsJSON =
    purpose === 'register'
      ? await generateRegistrationOptions({
          rpName: owner,
          rpID,
          userName: owner,
          // One owner: the same user on every passkey, so an authenticator keeps one of them.
          userID: new TextEncoder().encode('owner'),
          attestationType: 'none',
          excludeCredentials: known,
          authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        })
      : await generateAuthenticationOptions({
          rpID,
          allowCredentials: known,
          userVerification: 'preferred',
        });
  const key = randomBytes(32).toString('base64url');
  await admin.putChallenge(key, optionsJSON.challenge);
  const response = json(200, optionsJSON);
  response.cookies.set(CHALLENGE_COOKIE, key, cookieOptions(ADMIN_LIMITS.challengeMs));
  return response;
}

async function verify(request: Request, purpose: Purpose, origin: string, answer: unknown) {
  const { admin } = await stores();
  const key = readCookie(request, CHALLENGE_COOKIE);
  const challenge = key ? await admin.takeChallenge(key) : null;
  const rpID = new URL(origin).hostname;
  const expected = {
    expectedChallenge: challenge ?? '',
    expectedOrigin: origin,
    expectedRPID: rpID,
  };
  if (purpose === 'register') {
    let added = false;
    if (challenge && answer && typeof answer === 'object') {
      try {
        const { verified, registrationInfo } = await verifyRegistrationResponse({
          ...expected,
          response: answer as RegistrationResponseJSON,
          requireUserVerification: false,
        });
        if (verified) {
          const { credential } = registrationInfo;
          await admin.addPasskey({
            id: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ?? [],
          });
          added = true;
        }
      } catch (error) {
        console.error('[admin] a passkey was not added:', (error as Error).message);
      }
    }
    return added
      ? json(200, { next: `${routes.adminSecurity}?added=1` })
      : json(400, { error: 'refused' });
  }
  const who = await signInSender(request);
  if (await admin.tooManyFailures(who)) return json(429, { error: 'Too many refused attempts.' });
  const id = (answer as { id?: unknown } | null)?.id;
  const passkey = typeof id === 'string' && challenge ? await admin.passkey(id) : null;
  let ok = false;
  if (passkey) {
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        ...expected,
        response: answer as AuthenticationResponseJSON,
        credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter },
        requireUserVerification: false,
      });
      if (verified) {
        await admin.passkeyUsed(passkey.id, authenticationInfo.newCounter);
        ok = true;
      }
    } catch (error) {
      console.error('[admin] a passkey sign-in was refused:', (error as Error).message);
    }
  }
  await admin.recordAttempt({ method: 'passkey', ok, ...who });
  if (!ok) return json(400, { error: 'refused' });
  // Answered as JSON: the page's script follows `next` itself.
  return withNewSession(json(200, { next: routes.admin }), 'passkey');
}
