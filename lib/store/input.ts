import { createHash, randomBytes } from 'node:crypto';
import type { NewPrivateLink } from './types';

export const CLIENT_MAX = 120;
export const PROJECTS_PER_LINK_MAX = 50;
export const USES_MAX = 1_000_000;
export const OPENED_PAGE_MAX = 300;
export const TESTIMONIAL_REQUESTS_MAX = 10_000;
export const TESTIMONIAL_DAYS_DEFAULT = 30;
/** Code points, as a person counts characters. */
export const TESTIMONIAL_LIMITS = {
  quoteMin: 20,
  quoteMax: 1_000,
  name: 100,
  role: 100,
  company: 120,
  email: 254,
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
// Control characters and text-direction overrides: the name is printed in the owner's terminal.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 256 random bits: a link's token or a session's id, which no one guesses or counts through. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const isSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** Stored in place of a token or session id: a copy of the file opens no private project. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

function checkClient(client: string) {
  const name = client.trim();
  if (name.length < 1 || name.length > CLIENT_MAX) {
    throw new Error(`the client's name must be 1 to ${CLIENT_MAX} characters, got ${name.length}`);
  }
  if (UNPRINTABLE.test(name)) {
    throw new Error(`the client's name must not hold control or text-direction characters`);
  }
  return name;
}

function checkExpiry<T extends Date | null>(expiresAt: T, now: Date): T {
  if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new Error('the expiry is not a date');
  if (expiresAt && expiresAt <= now) {
    throw new Error(`the expiry ${expiresAt.toISOString()} is already past: give a later one`);
  }
  return expiresAt;
}

export type CheckedLink = Omit<Required<NewPrivateLink>, 'now'>;

/** The link as it is stored, or an error saying which value is wrong and what it may be. */
export function checkNewLink(
  { projects, client, expiresAt, maxUses }: NewPrivateLink,
  now: Date,
): CheckedLink {
  const name = checkClient(client);
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
  if (maxUses !== null && !(Number.isInteger(maxUses) && maxUses >= 1 && maxUses <= USES_MAX)) {
    throw new Error(
      `the number of uses must be a whole number from 1 to ${USES_MAX}, or none for no limit, got ${maxUses}`,
    );
  }
  return { projects: slugs, client: name, expiresAt: checkExpiry(expiresAt, now), maxUses };
}

export type NewTestimonialRequest = {
  client: string;
  email?: string | null;
  project?: string | null;
  language?: string | null;
  /** Default: TESTIMONIAL_DAYS_DEFAULT days from now. */
  expiresAt?: Date | null;
  now?: Date;
};

export type TestimonialAnswer = {
  quote: string;
  name: string | null;
  role: string | null;
  company: string | null;
  /** The photo's file name in the data folder. */
  photo: string | null;
};

/** The request as it is stored, or an error saying which value is wrong and what it may be. */
export function checkNewRequest(input: NewTestimonialRequest, now: Date) {
  const client = checkClient(input.client);
  const email = input.email?.trim() || null;
  if (email && (email.length > TESTIMONIAL_LIMITS.email || !EMAIL.test(email))) {
    throw new Error(`not an e-mail address: ${JSON.stringify(email)}`);
  }
  const project = input.project?.trim() || null;
  if (project && !SLUG.test(project)) {
    throw new Error(`not a project's slug: ${JSON.stringify(project)}`);
  }
  const language = input.language?.trim() || null;
  if (language && !LANGUAGE.test(language)) {
    throw new Error(`not a language tag: ${JSON.stringify(language)} (such as fr or pt-BR)`);
  }
  const expiresAt = checkExpiry(
    input.expiresAt ?? new Date(now.getTime() + TESTIMONIAL_DAYS_DEFAULT * 86_400_000),
    now,
  );
  return { client, email, project, language, expiresAt };
}
