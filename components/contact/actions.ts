'use server';

import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { DatabaseBusy } from '@/lib/store/types';
import { contentIn, getDefaultLanguage, hasLanguage } from '@/lib/content';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_BYTES,
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  OFFER_FIELD,
  type ContactErrors,
  type ContactFormState,
  type ContactValues,
} from '@/lib/contact/contract';
import { contactDeps, submitMessage, type ContactOutcome } from '@/lib/contact/submit';
import { routes } from '@/lib/routes';

const READ = [...CONTACT_FIELDS, OFFER_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD];
const SHOWN = [...CONTACT_FIELDS, OFFER_FIELD] as const;

/** The contact form's action, with scripts or without: the page is then drawn again with the
 * answer, or, once a message is taken without scripts, the thank-you page replaces it. */
export async function sendMessage(
  _previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const fields: Record<string, string> = {};
  for (const key of READ) {
    const value = form.get(key);
    if (typeof value === 'string') fields[key] = value;
  }
  const named = fields[LANGUAGE_FIELD];
  const language = hasLanguage(named) ? named : getDefaultLanguage();
  const values = Object.fromEntries(SHOWN.map((key) => [key, fields[key] ?? ''])) as ContactValues;
  const request = await headers();
  const deps = await contactDeps(language);
  const { labels } = deps;
  const notice = (text: string): ContactFormState => ({
    outcome: 'invalid',
    values,
    errors: {},
    notice: text,
  });

  let outcome: ContactOutcome;
  try {
    // As the JSON endpoint holds them: a message fits or not whichever way it is sent.
    if (Buffer.byteLength(JSON.stringify(fields)) > CONTACT_MAX_BYTES) {
      return notice(labels.message.tooLong);
    }
    outcome = await submitMessage(fields, request, deps);
  } catch (error) {
    console.error('[contact] the form could not be answered:', error);
    return notice(error instanceof DatabaseBusy ? labels.busy : labels.failed);
  }
  switch (outcome.status) {
    case 200:
      // A script's request names its action; a browser posting the form itself does not.
      if (!request.has('next-action')) {
        // Its own fragment, or the browser would carry the form's #contact over.
        redirect(`${contentIn(language).path(routes.contactThanks)}#main`, RedirectType.push);
      }
      return { outcome: 'sent', values: EMPTY_VALUES, errors: {}, notice: labels.thanks };
    case 403:
      // Not filled in again: the words are another site's, not this visitor's.
      return { outcome: 'refused', values: EMPTY_VALUES, errors: {}, notice: labels.crossSite };
    case 422: {
      const errors: ContactErrors = {};
      for (const key of SHOWN) {
        const first = outcome.errors[key]?.[0];
        if (first) errors[key] = first;
      }
      return { outcome: 'invalid', values, errors };
    }
    case 429:
      return notice(labels[outcome.label]);
    case 503:
      return notice(labels.busy);
  }
}
