import {
  CONTACT_FIELDS,
  CONTACT_MAX_BYTES,
  LANGUAGE_FIELD,
  OFFER_FIELD,
  type ContactErrors,
  type ContactMessage,
  type ContactText,
} from './contract';
import { retryAfter } from '@/lib/http/answers';
import { readField, readFormObject } from '@/lib/http/bodies';
import type { ContactOutcome } from './handler';

// Percent-encoding may triple the bytes; the fields are then held to the JSON limit as JSON,
// so a message fits or not whichever way it is sent.
const FORM_MAX_BYTES = 3 * CONTACT_MAX_BYTES;

export type ContactForm =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; status: 400 | 413; fields?: Record<string, string> };

export async function readContactForm(request: Request): Promise<ContactForm> {
  const form = await readFormObject(request, FORM_MAX_BYTES);
  if (!form.ok) return form;
  if (Buffer.byteLength(JSON.stringify(form.value)) > CONTACT_MAX_BYTES) {
    return { ok: false, status: 413, fields: form.value };
  }
  return { ok: true, fields: form.value };
}

export const formLanguage = (fields: Record<string, string> = {}) =>
  readField(fields, LANGUAGE_FIELD);

export type FormValues = Required<ContactMessage>;

/** Untrimmed, to fill the form with again. */
export const typedValues = (fields: Record<string, string> = {}): FormValues =>
  Object.fromEntries(
    [...CONTACT_FIELDS, OFFER_FIELD].map((field) => {
      const value = readField(fields, field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as FormValues;

export type FormAgain = {
  status: number;
  headers: Record<string, string>;
  values: FormValues;
  errors: ContactErrors;
  notice?: string;
};

export function formAgain(
  outcome: Exclude<ContactOutcome, { status: 200 }>,
  text: ContactText,
  values: FormValues,
): FormAgain {
  switch (outcome.status) {
    // Not filled in again: the words are another site's, not this visitor's.
    case 403:
      return {
        status: 403,
        headers: {},
        values: typedValues(),
        errors: {},
        notice: text.crossSite,
      };
    case 422: {
      const errors: FormAgain['errors'] = {};
      for (const field of [...CONTACT_FIELDS, OFFER_FIELD] as const) {
        const first = outcome.errors[field]?.[0];
        if (first) errors[field] = first;
      }
      return { status: 422, headers: {}, values, errors };
    }
    case 429:
      return {
        status: 429,
        headers: retryAfter(outcome.retryAfterMs),
        values,
        errors: {},
        notice: text[outcome.sentence],
      };
    case 503:
      return {
        status: 503,
        headers: retryAfter(outcome.retryAfterMs),
        values,
        errors: {},
        notice: text.busy,
      };
  }
}

/** Too large can only mean the message is too long. */
export const unreadForm = (
  status: 400 | 413,
  text: ContactText,
  values: FormValues,
): FormAgain => ({
  status,
  headers: {},
  values,
  errors: {},
  notice: status === 413 ? text.message.tooLong : text.failed,
});
