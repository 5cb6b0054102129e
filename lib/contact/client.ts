import { apiUrl } from '@/lib/api/client';
import { apiBaseUrl } from '@/lib/settings/public';
import {
  CONTACT_FIELDS,
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  OFFER_FIELD,
  OTHER_OFFER,
  type ContactErrors,
  type ContactFormState,
  type ContactMessage,
} from './contract';

/** The address of an owner's NEXT_PUBLIC_API_URL host, when the form posts there. */
export const externalContact = () => (apiBaseUrl() ? apiUrl('/api/contact-post') : undefined);

const FORM_KEYS: readonly string[] = [...CONTACT_FIELDS, OFFER_FIELD];
const isFormKey = (key: string): key is keyof ContactErrors => FORM_KEYS.includes(key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const firstMessage = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first : undefined;
};

/** The form's state after a host's answer; undefined for a failure, which the form keeps quiet. */
export function readContactAnswer(
  ok: boolean,
  body: unknown,
  values: Required<ContactMessage>,
): ContactFormState | undefined {
  if (!isRecord(body)) return undefined;
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
      return { outcome: 'invalid', values, errors: fieldErrors, notice: others[0] };
    }
    return undefined;
  }
  if (ok && body.errors === false && typeof body.data === 'string') {
    return { outcome: 'sent', values: EMPTY_VALUES, errors: {}, notice: body.data };
  }
  return undefined;
}

/** Never throws; Accept-Language makes the errors and thanks come in the page's language. */
export async function sendContactMessage(
  fields: Required<ContactMessage>,
  honeypot = '',
): Promise<ContactFormState | undefined> {
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
        [OFFER_FIELD]: offer && offer !== OTHER_OFFER ? offer : undefined,
        [HONEYPOT_FIELD]: honeypot,
      }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return readContactAnswer(response.ok, body, fields);
  } catch {
    return undefined;
  }
}
