import type { Translator } from '@/lib/i18n/labels';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactField,
  type ContactFormLabels,
  type ContactText,
} from './contract';

export function contactText(t: Translator): ContactText {
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

// Here, not in lib/i18n/labels.ts: lib/i18n sits below the endpoints and cannot name the fields.
export function contactFormLabels(t: Translator): ContactFormLabels {
  const fields = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, t(`contact.${field}`)]));
  return {
    ...(fields as Record<ContactField, string>),
    title: t('contact.formTitle'),
    offer: t('contact.offer'),
    otherOffer: t('contact.otherOffer'),
    honeypot: t('contact.honeypot'),
    send: t('contact.send'),
    sending: t('contact.sending'),
    sendingStatus: t('contact.sendingStatus'),
  };
}
