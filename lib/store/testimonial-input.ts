import { CLIENT_MAX } from './private-link-input';

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
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const client = input.client.trim();
  if (client.length < 1 || client.length > CLIENT_MAX) {
    throw new Error(
      `the client's name must be 1 to ${CLIENT_MAX} characters, got ${client.length}`,
    );
  }
  if (UNPRINTABLE.test(client)) {
    throw new Error(`the client's name must not hold control or text-direction characters`);
  }
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
  const expiresAt =
    input.expiresAt ?? new Date(now.getTime() + TESTIMONIAL_DAYS_DEFAULT * 86_400_000);
  if (Number.isNaN(expiresAt.getTime())) throw new Error('the expiry is not a date');
  if (expiresAt <= now) {
    throw new Error(`the expiry ${expiresAt.toISOString()} is already past: give a later one`);
  }
  return { client, email, project, language, expiresAt };
}
