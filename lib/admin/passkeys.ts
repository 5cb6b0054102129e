import 'server-only';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { NextResponse } from 'next/server';
import { contentIn } from '@/lib/content';
import { readJsonObject } from '@/lib/http/bodies';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { ADMIN_LIMITS } from '@/lib/store/types';
import { openChallenge, sealChallenge } from './challenge';
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

const json = (status: number, body: unknown) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** Where passkeys live: the site's own address (SITE_URL). WebAuthn takes no IP address, so a
 * site set up at 127.0.0.1 or [::1] keeps its passkeys at localhost. */
export function passkeyOrigin(): URL {
  const site = new URL(settings().siteUrl.origin);
  if (site.hostname === '127.0.0.1' || site.hostname === '[::1]') site.hostname = 'localhost';
  return site;
}

type Purpose = 'register' | 'sign-in';

/** POST /admin/passkeys: `{ purpose, step: "options" }`, then `{ purpose, step: "verify",
 * response }` with what the browser's authenticator answered. Registering needs a session. */
export async function handlePasskeys(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const origin = passkeyOrigin();
  if (request.headers.get('origin') !== origin.origin) {
    return json(403, { error: `Passkeys are used at ${origin.origin} only.` });
  }
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
    ? options(purpose, origin)
    : verify(request, purpose, origin, body.value.response);
}

// Nothing is stored for a challenge until it is answered: the browser keeps it, sealed with the
// site's key; an answer that verifies spends it in the database, so it is taken once.
async function options(purpose: Purpose, origin: URL) {
  const { admin } = await stores();
  const owner = contentIn().ownerName;
  const optionsJSON =
    purpose === 'register'
      ? await generateRegistrationOptions({
          rpName: owner,
          rpID: origin.hostname,
          userName: owner,
          // One owner: the same user on every passkey, so an authenticator keeps one of them.
          userID: new TextEncoder().encode('owner'),
          attestationType: 'none',
          excludeCredentials: (await admin.passkeys()).map(({ id, transports }) => ({
            id,
            transports,
          })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        })
      : // The passkey names itself: a stranger asking learns none of the owner's.
        await generateAuthenticationOptions({
          rpID: origin.hostname,
          userVerification: 'required',
        });
  const sealed = sealChallenge(await admin.signingKey(), purpose, optionsJSON.challenge);
  const response = json(200, optionsJSON);
  response.cookies.set(CHALLENGE_COOKIE, sealed, cookieOptions(ADMIN_LIMITS.challengeMs));
  return response;
}

async function verify(request: Request, purpose: Purpose, origin: URL, answer: unknown) {
  const { admin } = await stores();
  const sealed = readCookie(request, CHALLENGE_COOKIE);
  const challenge = sealed ? openChallenge(await admin.signingKey(), purpose, sealed) : null;
  const expected = {
    expectedChallenge: challenge ?? '',
    expectedOrigin: origin.origin,
    expectedRPID: origin.hostname,
    requireUserVerification: true,
  };
  const spendOnce = async (answered: string) => {
    if (await admin.spendChallenge(answered)) return true;
    console.error(`[admin] a passkey's answer was refused: its challenge was answered already`);
    return false;
  };
  const spent = <R extends NextResponse>(response: R) => {
    response.cookies.set(CHALLENGE_COOKIE, '', cookieOptions(0));
    return response;
  };
  if (purpose === 'register') {
    let added = false;
    if (challenge && answer && typeof answer === 'object') {
      try {
        const { verified, registrationInfo } = await verifyRegistrationResponse({
          ...expected,
          response: answer as RegistrationResponseJSON,
        });
        if (verified && (await spendOnce(challenge))) {
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
    return spent(
      added
        ? json(200, { next: `${routes.adminSecurity}?added=1` })
        : json(400, { error: 'refused' }),
    );
  }
  const id = (answer as { id?: unknown } | null)?.id;
  const passkey = typeof id === 'string' && challenge ? await admin.passkey(id) : null;
  let ok = false;
  if (passkey) {
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        ...expected,
        response: answer as AuthenticationResponseJSON,
        credential: { id: passkey.id, publicKey: passkey.publicKey, counter: passkey.counter },
      });
      if (verified && (await spendOnce(challenge!))) {
        await admin.passkeyUsed(passkey.id, authenticationInfo.newCounter);
        ok = true;
      }
    } catch (error) {
      console.error('[admin] a passkey sign-in was refused:', (error as Error).message);
    }
  }
  // The owner's passkey always signs in; only refusals are counted, and past the limit no more.
  const who = await signInSender(request);
  if (!ok && (await admin.tooManyFailures(who))) {
    return spent(json(429, { error: 'Too many refused attempts.' }));
  }
  await admin.recordAttempt({ method: 'passkey', ok, ...who });
  if (!ok) return spent(json(400, { error: 'refused' }));
  // Answered as JSON: the page's script follows `next` itself.
  return withNewSession(spent(json(200, { next: routes.admin })), 'passkey');
}
