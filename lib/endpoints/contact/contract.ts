// Shared by ./client.ts and ./handler.ts; a NEXT_PUBLIC_API_URL host must answer the same way.

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;

/** The honeypot: a field people never see or fill, which many bots do. */
export const HONEYPOT_FIELD = 'website';

export const LANGUAGE_FIELD = 'lang';

export const CONTACT_MAX_BYTES = 32 * 1024;

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

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
  failed: string;
};

export type ContactFormLabels = Record<ContactField, string> & {
  title: string;
  honeypot: string;
  send: string;
  sending: string;
  sendingStatus: string;
};
