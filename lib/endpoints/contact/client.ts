import { apiUrl } from '../client';
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  OFFER_FIELD,
  type ContactErrors,
  type ContactMessage,
} from './contract';

export type ContactResult =
  | { status: 'sent'; message: string }
  | { status: 'invalid'; fieldErrors: ContactErrors; formError?: string }
  | { status: 'failed' };

const FORM_KEYS: readonly string[] = [...CONTACT_FIELDS, OFFER_FIELD];
const isFormKey = (key: string): key is keyof ContactErrors => FORM_KEYS.includes(key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const firstMessage = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first : undefined;
};

export function readContactAnswer(ok: boolean, body: unknown): ContactResult {
  if (!isRecord(body)) return { status: 'failed' };
  if (body.errors === true && isRecord(body.data)) {
    const fieldErrors: ContactErrors = {};
    const others: string[] = [];
    for (const [key, value] of Object.entries(body.data)) {
      const message = firstMessage(value);
      if (!message) continue;
      if (isFormKey(key)) fieldErrors[key] = message;
      else others.push(message);
    }
    if (Object.keys(fieldErrors).length || others.length) {
      return { status: 'invalid', fieldErrors, formError: others[0] };
    }
    return { status: 'failed' };
  }
  if (ok && body.errors === false && typeof body.data === 'string') {
    return { status: 'sent', message: body.data };
  }
  return { status: 'failed' };
}

/** Never throws; Accept-Language makes the errors and thanks come in the page's language. */
export async function sendContactMessage(
  fields: ContactMessage,
  honeypot = '',
): Promise<ContactResult> {
  const { name, subject, email, message, offer } = fields;
  try {
    const response = await fetch(apiUrl('/api/contact-post'), {
      method: 'POST',
      cache: 'no-store',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Cache-Control': 'no-cache',
        ...(document.documentElement.lang && {
          'Accept-Language': document.documentElement.lang,
        }),
      },
      // No offer is left out rather than sent as "": a host that knows no offers sees no change.
      body: JSON.stringify({
        name,
        subject,
        email,
        message,
        [OFFER_FIELD]: offer || undefined,
        [HONEYPOT_FIELD]: honeypot,
      }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return readContactAnswer(response.ok, body);
  } catch {
    return { status: 'failed' };
  }
}
