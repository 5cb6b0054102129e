import { createHmac, timingSafeEqual } from 'node:crypto';
import { ADMIN_LIMITS } from '@/lib/store/types';

const mac = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url');

/** A WebAuthn challenge as the browser keeps it: for one purpose, until a time, signed. */
export function sealChallenge(key: Buffer, purpose: string, challenge: string, now = Date.now()) {
  const text = `${purpose}.${challenge}.${now + ADMIN_LIMITS.challengeMs}`;
  return `${text}.${mac(key, text)}`;
}

/** The challenge, when the seal is this site's, for this purpose and not past its time. */
export function openChallenge(
  key: Buffer,
  purpose: string,
  sealed: string,
  now = Date.now(),
): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4) return null;
  const [sealedFor, challenge, until, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(mac(key, `${sealedFor}.${challenge}.${until}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return sealedFor === purpose && Number(until) > now ? challenge : null;
}
