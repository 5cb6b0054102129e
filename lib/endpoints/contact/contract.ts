/**
 * The contact endpoint's contract, shared by the browser's client (./client.ts) and the site's
 * own handler (./handler.ts): the fields, their limits and the sentences the visitor reads.
 * An external API host (NEXT_PUBLIC_API_URL) answers the same way (docs/endpoints.md).
 */

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

/** The honeypot: a field people never see or fill, which many bots do. */
export const HONEYPOT_FIELD = 'website';

/**
 * The language of the page a form was on, which a form post carries so that its answer is a page
 * in that language (./form-post.ts).
 */
export const LANGUAGE_FIELD = 'lang';

/** Longest request body read, in bytes. */
export const CONTACT_MAX_BYTES = 32 * 1024;

/** The most characters each field may hold, after trimming. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

/**
 * The sentences the visitor reads, in the site's language (the catalogue's `endpoint` labels,
 * lib/i18n/catalogues/): limits are given as {max}, formatted as the language writes numbers.
 */
export type ContactText = {
  thanks: string;
  name: { missing: string; tooLong: string; type: string };
  email: { missing: string; tooLong: string; invalid: string; type: string };
  subject: { tooLong: string; type: string };
  message: { missing: string; tooLong: string; type: string };
  tooMany: string;
  /** This sender or its network already has as many messages waiting for the owner as it may. */
  waiting: string;
  busy: string;
  /** The answer when the site itself fails. */
  failed: string;
};

/** The form's words: a label for each field, and the rest of what it shows. */
export type ContactFormLabels = Record<ContactField, string> & {
  title: string;
  honeypot: string;
  send: string;
  sending: string;
  sendingStatus: string;
};
