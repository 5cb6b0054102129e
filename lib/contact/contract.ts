// Shared by the browser (./client.ts, the form) and the server (./submit.ts); a NEXT_PUBLIC_API_URL
// host must answer the same way.
import type { Translator } from '@/lib/i18n/labels';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** An offer's id from config/offers.json, or absent or "" for something else: a choice among the
 * owner's offers, so it is checked against them rather than as text. */
export const OFFER_FIELD = 'offer';
/** The select's "something else": not a slug, so never an offer's id; taken as no offer. The empty
 * value is the select's "Choose…", which a visitor who came from no offer starts on. */
export const OTHER_OFFER = '*';
/** A window CustomEvent whose `detail` is an offer's id, for other parts of the page to preselect it. */
export const OFFER_CHOSEN_EVENT = 'portfolio:offer-chosen';

export type ContactMessage = Record<ContactField, string> & { [OFFER_FIELD]?: string };
export type ContactErrors = Partial<Record<ContactField | typeof OFFER_FIELD, string>>;

/** The honeypot: a field people never see or fill, which many bots do. */
export const HONEYPOT_FIELD = 'website';

export const LANGUAGE_FIELD = 'lang';

export type ContactValues = Required<ContactMessage>;
export const EMPTY_VALUES = {
  ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])),
  [OFFER_FIELD]: '',
} as ContactValues;

/** What the form shows after an answer; without scripts, the page is drawn again with it. */
export type ContactFormState = {
  outcome: 'idle' | 'sent' | 'refused' | 'invalid';
  values: ContactValues;
  errors: ContactErrors;
  /** Above the form: a limit's or a failure's label; or the thank-you. */
  notice?: string;
};

/** The form's id: where the answer to a post without scripts lands. */
export const CONTACT_FORM_ID = 'contact-form';

export const IDLE_FORM: ContactFormState = { outcome: 'idle', values: EMPTY_VALUES, errors: {} };

export const CONTACT_MAX_BYTES = 32 * 1024;

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

/** The answers' labels, in the page's language. */
export type ContactLabels = {
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
  chooseOffer: string;
  honeypot: string;
  send: string;
  sending: string;
  sendingStatus: string;
  /** What replaces the form once its message is taken, until the visitor starts another. */
  sent: string;
  reply: string;
  another: string;
};

export function contactLabels(t: Translator): ContactLabels {
  const tooLong = (field: keyof typeof CONTACT_LIMITS) =>
    t(`endpoint.${field}.tooLong`, { max: CONTACT_LIMITS[field] });
  return {
    thanks: t('endpoint.thanks'),
    name: {
      missing: t('endpoint.name.missing'),
      tooLong: tooLong('name'),
      type: t('endpoint.name.type'),
    },
    email: {
      missing: t('endpoint.email.missing'),
      tooLong: tooLong('email'),
      invalid: t('endpoint.email.invalid'),
      type: t('endpoint.email.type'),
    },
    subject: { tooLong: tooLong('subject'), type: t('endpoint.subject.type') },
    message: {
      missing: t('endpoint.message.missing'),
      tooLong: tooLong('message'),
      type: t('endpoint.message.type'),
    },
    offer: { unknown: t('endpoint.offer.unknown'), type: t('endpoint.offer.type') },
    tooMany: t('endpoint.tooMany'),
    waiting: t('endpoint.waiting'),
    busy: t('endpoint.busy'),
    failed: t('endpoint.failed'),
    crossSite: t('endpoint.crossSite'),
  };
}

export function contactFormLabels(t: Translator): ContactFormLabels {
  const fields = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, t(`contact.${field}`)]));
  return {
    ...(fields as Record<ContactField, string>),
    title: t('contact.formTitle'),
    offer: t('contact.offer'),
    otherOffer: t('contact.otherOffer'),
    chooseOffer: t('contact.chooseOffer'),
    honeypot: t('contact.honeypot'),
    send: t('contact.send'),
    sending: t('contact.sending'),
    sendingStatus: t('contact.sendingStatus'),
    sent: t('contact.sent'),
    reply: t('contact.reply'),
    another: t('contact.another'),
  };
}
