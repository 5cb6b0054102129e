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

/** Longest request body read, in bytes. */
export const CONTACT_MAX_BYTES = 32 * 1024;

/** The most characters each field may hold, after trimming. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const CONTACT_TEXT = {
  thanks: "Thank you for your message! It has reached me, and I'll reply as soon as I can.",
  name: {
    missing: 'Please tell me your name.',
    tooLong: 'Please keep your name to 100 characters.',
    type: 'Your name should be text.',
  },
  email: {
    missing: 'Please enter your email address, so I can reply.',
    tooLong: 'Please use an email address of at most 254 characters.',
    invalid: 'That email address does not look right; please check it.',
    type: 'Your email address should be text.',
  },
  subject: {
    missing: '',
    tooLong: 'Please keep the subject to 150 characters.',
    type: 'The subject should be text.',
  },
  message: {
    missing: 'Please write a message.',
    tooLong: 'Please keep your message to 5,000 characters.',
    type: 'Your message should be text.',
  },
  tooMany:
    'You have sent several messages in the last few minutes. Please wait a little before sending another.',
  busy: 'Your message could not be saved just now. Please try again in a while; your text is still here.',
} as const;
