import { createHash, randomBytes } from 'node:crypto';
import type { NewPrivateLink } from './types';

export const CLIENT_MAX = 120;
export const PROJECTS_PER_LINK_MAX = 50;
export const USES_MAX = 1_000_000;
export const OPENED_PAGE_MAX = 300;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Control characters and text-direction overrides: the name is printed in the owner's terminal.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** 256 random bits: a link's token or a session's id, which no one guesses or counts through. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const isSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** Stored in place of a token or session id: a copy of the file opens no private project. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export type CheckedLink = Omit<Required<NewPrivateLink>, 'now'>;

/** The link as it is stored, or an error saying which value is wrong and what it may be. */
export function checkNewLink(
  { projects, client, expiresAt, maxUses }: NewPrivateLink,
  now: Date,
): CheckedLink {
  const name = client.trim();
  if (name.length < 1 || name.length > CLIENT_MAX) {
    throw new Error(`the client's name must be 1 to ${CLIENT_MAX} characters, got ${name.length}`);
  }
  if (UNPRINTABLE.test(name)) {
    throw new Error(`the client's name must not hold control or text-direction characters`);
  }
  const slugs = [...new Set(projects.map((slug) => slug.trim()))];
  const wrong = slugs.filter((slug) => !SLUG.test(slug));
  if (wrong.length) {
    throw new Error(
      `not a project's slug: ${wrong.map((slug) => JSON.stringify(slug)).join(', ')} (a slug is lowercase letters and digits joined by single hyphens, like "acme-redesign")`,
    );
  }
  if (slugs.length < 1 || slugs.length > PROJECTS_PER_LINK_MAX) {
    throw new Error(
      `a link shows 1 to ${PROJECTS_PER_LINK_MAX} projects, got ${slugs.length}: name each one once`,
    );
  }
  if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new Error('the expiry is not a date');
  if (expiresAt && expiresAt <= now) {
    throw new Error(`the expiry ${expiresAt.toISOString()} is already past: give a later one`);
  }
  if (maxUses !== null && !(Number.isInteger(maxUses) && maxUses >= 1 && maxUses <= USES_MAX)) {
    throw new Error(
      `the number of uses must be a whole number from 1 to ${USES_MAX}, or none for no limit, got ${maxUses}`,
    );
  }
  return { projects: slugs, client: name, expiresAt, maxUses };
}
