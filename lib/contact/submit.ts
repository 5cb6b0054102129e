import { z } from 'zod';
import { OFFER_ID_MAX_LENGTH } from '@/lib/constants';
import 'server-only';
import { contentIn, type Local } from '@/lib/content';
import { settings } from '@/lib/settings';
import { stores } from '@/lib/store';
import { ownerMailer } from './owner-mailer';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MAX_BYTES,
  HONEYPOT_FIELD,
  OFFER_FIELD,
  OTHER_OFFER,
  contactLabels,
  type ContactLabels,
} from './contract';
import {
  fieldErrors,
  answer,
  requestError,
  retryAfter,
  type FieldErrors,
} from '@/lib/http/answers';
import { readJsonObject } from '@/lib/http/bodies';
import {
  blockOf,
  fromOtherSite,
  senderOf,
  wideBlockOf,
  type TrustedProxies,
} from '@/lib/http/sender';
import {
  DatabaseBusy,
  type AddResult,
  type MessageLimits,
  type NewMessage,
} from '@/lib/store/types';
import type { MessageStore } from '@/lib/store/messages';

// Removed before checking: controls a terminal would run, and bidi overrides that would make a mail
// client or `npm run inbox` show other text than was sent.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;
const plain = (multiline: boolean) => (value: unknown) =>
  typeof value === 'string'
    ? multiline
      ? value.replace(CONTROLS, '').replace(LINE_BREAKS, '\n')
      : value.replace(CONTROLS, '').replace(LINE_BREAKS, ' ')
    : value;

/** Own properties only, so "constructor" or "__proto__" never reach the prototype. */
const readField = (body: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(body, key) ? body[key] : undefined;

/** Code points, as a person counts characters. */
const length = (value: string) => [...value].length;

function textField(
  labels: { missing?: string; tooLong: string; type: string },
  { min, max, multiline = false }: { min: number; max: number; multiline?: boolean },
) {
  const missing = labels.missing ?? labels.type;
  return z.preprocess(
    plain(multiline),
    z
      .string({ error: (issue) => (issue.input == null ? missing : labels.type) })
      .trim()
      .refine((value) => length(value) >= min, { error: missing, abort: true })
      .refine((value) => length(value) <= max, { error: labels.tooLong, abort: true }),
  );
}

function buildSchema(labels: ContactLabels) {
  return z.object({
    name: textField(labels.name, { min: 1, max: CONTACT_LIMITS.name }),
    email: textField(labels.email, { min: 1, max: CONTACT_LIMITS.email }).refine(
      (value) => z.email().safeParse(value).success,
      { error: labels.email.invalid },
    ),
    subject: textField(labels.subject, { min: 0, max: CONTACT_LIMITS.subject })
      .optional()
      .default(''),
    message: textField(labels.message, { min: 1, max: CONTACT_LIMITS.message, multiline: true }),
  });
}

const schemas = new WeakMap<ContactLabels, ReturnType<typeof buildSchema>>();

export function contactSchema(labels: ContactLabels) {
  let schema = schemas.get(labels);
  if (!schema) {
    schema = buildSchema(labels);
    schemas.set(labels, schema);
  }
  return schema;
}

// Refused rather than dropped: a visitor who chose an offer is told, not answered about another.
function readOffer(
  value: unknown,
  offers: readonly string[],
  labels: ContactLabels['offer'],
): { ok: true; offer: string | null } | { ok: false; error: string } {
  if (value === undefined || value === null || value === '' || value === OTHER_OFFER) {
    return { ok: true, offer: null };
  }
  if (typeof value !== 'string') return { ok: false, error: labels.type };
  if (value.length > OFFER_ID_MAX_LENGTH || !offers.includes(value)) {
    return { ok: false, error: labels.unknown };
  }
  return { ok: true, offer: value };
}

export function validateContact(
  body: Record<string, unknown>,
  labels: ContactLabels,
  offers: readonly string[],
): { ok: true; value: NewMessage } | { ok: false; errors: FieldErrors } {
  const fields = Object.fromEntries(CONTACT_FIELDS.map((key) => [key, readField(body, key)]));
  const result = contactSchema(labels).safeParse(fields);
  const offer = readOffer(readField(body, OFFER_FIELD), offers, labels.offer);
  if (result.success && offer.ok)
    return { ok: true, value: { ...result.data, offer: offer.offer } };
  const errors = result.success ? {} : (z.flattenError(result.error).fieldErrors as FieldErrors);
  return { ok: false, errors: offer.ok ? errors : { ...errors, [OFFER_FIELD]: [offer.error] } };
}

export type ContactDeps = {
  store: MessageStore;
  limits: MessageLimits;
  trusted: TrustedProxies;
  /** SITE_URL's origin: with the host a request reached, where the site's own pages are. */
  siteOrigin: string;
  labels: ContactLabels;
  /** The language of the page the message comes from, kept with it for the owner. */
  language?: string;
  /** The ids of the owner's offers, which a message may name. */
  offers: readonly string[];
  /** Neither is awaited: the visitor is answered first. */
  onStored?: (id: number) => void;
  onHeld?: () => void;
};

export type ContactOutcome =
  | { status: 200 }
  | { status: 403 }
  | { status: 422; errors: FieldErrors }
  | { status: 429; label: 'tooMany' | 'waiting'; retryAfterMs: number }
  | { status: 503; retryAfterMs: number };

/** The one way a message is taken: the form's action and the JSON endpoint both call it. */
export async function submitMessage(
  body: Record<string, unknown>,
  headers: Headers,
  deps: ContactDeps,
): Promise<ContactOutcome> {
  if (fromOtherSite(headers, deps)) return { status: 403 };
  // A filled honeypot is a bot: it gets a person's answer, and nothing is kept.
  const honeypot = readField(body, HONEYPOT_FIELD);
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return { status: 200 };

  const checked = validateContact(body, deps.labels, deps.offers);
  if (!checked.ok) return { status: 422, errors: checked.errors };

  const { address } = senderOf(headers, deps.trusted);
  const sender = deps.store.hashSender(address);
  const block = deps.store.hashSender(blockOf(address));
  const wide = deps.store.hashSender(wideBlockOf(address));
  let result: AddResult;
  try {
    const message = { ...checked.value, language: deps.language ?? null };
    result = await deps.store.addMessage(message, sender, { ...deps.limits, block, wide });
  } catch (error) {
    if (error instanceof DatabaseBusy) {
      console.error('[contact] a message could not be stored: the database is locked');
      return { status: 503, retryAfterMs: 5_000 };
    }
    if ((error as { code?: string }).code !== 'SQLITE_FULL') throw error;
    console.error('[contact] a message could not be stored: the disk is full');
    return { status: 503, retryAfterMs: 600_000 };
  }
  if (!result.stored) {
    // Only a sender over their own limit hears "too many"; a full held share hears "waiting".
    const label = result.reason === 'sender' ? 'tooMany' : 'waiting';
    return { status: 429, label, retryAfterMs: result.retryAfterMs };
  }
  // A held message is kept for `npm run inbox` but not e-mailed: a flood stays out of the mailbox.
  if (result.held) deps.onHeld?.();
  else deps.onStored?.(result.id);
  return { status: 200 };
}

function jsonAnswer(outcome: ContactOutcome, labels: ContactLabels): Response {
  switch (outcome.status) {
    case 200:
      return answer(200, { errors: false, data: labels.thanks });
    case 403:
      return requestError(403, labels.crossSite);
    case 422:
      return fieldErrors(422, outcome.errors);
    case 429:
      return fieldErrors(
        429,
        { message: [labels[outcome.label]] },
        retryAfter(outcome.retryAfterMs),
      );
    case 503:
      return requestError(503, labels.busy, retryAfter(outcome.retryAfterMs));
  }
}

/** The JSON endpoint: another site's page would send its words in a visitor's name, so that is
 * refused before the body is read. */
export async function handleContactPost(request: Request, deps: ContactDeps): Promise<Response> {
  if (fromOtherSite(request.headers, deps)) return jsonAnswer({ status: 403 }, deps.labels);
  const body = await readJsonObject(request, CONTACT_MAX_BYTES);
  if (!body.ok) return body.response;
  return jsonAnswer(await submitMessage(body.value, request.headers, deps), deps.labels);
}

// By the content's view of a language, which `next dev` replaces after an edit.
const labelsByContent = new WeakMap<Local, ContactLabels>();

export function labelsIn(language: string): ContactLabels {
  const local = contentIn(language);
  let found = labelsByContent.get(local);
  if (!found) labelsByContent.set(local, (found = contactLabels(local.t)));
  return found;
}

export async function contactDeps(language: string): Promise<ContactDeps> {
  const { messages } = await stores();
  const config = settings();
  return {
    store: messages,
    limits: { perSender: config.contactRateLimit, site: config.contactSiteRateLimit },
    trusted: config.trustProxy,
    siteOrigin: config.siteUrl.origin,
    labels: labelsIn(language),
    language: contentIn(language).language,
    // The same in every language: only names and texts are translated.
    offers: contentIn(language).offers.map((offer) => offer.id),
    // The owner's mailer is reached once the message is in: it is no part of taking it.
    onStored: () => void ownerMailer(messages)?.deliverDue(),
    onHeld: () => void ownerMailer(messages)?.noticeHeld(),
  };
}
