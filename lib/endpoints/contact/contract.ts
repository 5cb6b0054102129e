// Shared by ./client.ts and ./handler.ts; a NEXT_PUBLIC_API_URL host must answer the same way.

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** An offer's id from config/offers.json, or absent or "" for something else: a choice among the
 * owner's offers, so it is checked against them rather than as text. */
export const OFFER_FIELD = 'offer';
/** A window CustomEvent whose `detail` is an offer's id, for other parts of the page to preselect it. */
export const OFFER_CHOSEN_EVENT = 'portfolio:offer-chosen';

export type ContactMessage = Record<ContactField, string> & { [OFFER_FIELD]?: string };
export type ContactErrors = Partial<Record<ContactField | typeof OFFER_FIELD, string>>;

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
  offer: { unknown: string; type: string };
  tooMany: string;
  /** This sender or its network already has as many messages waiting for the owner as it may. */
  waiting: string;
  busy: string;
  failed: string;
  /** A post from another site's page, refused. */
  crossSite: string;
};

export type ContactFormLabels = Record<ContactField, string> & {
  title: string;
  offer: string;
  otherOffer: string;
  honeypot: string;
  send: string;
  sending: string;
  sendingStatus: string;
};
