import { utcMinute } from '@/lib/format/date';
import type { HeldSummary, StoredMessage } from '@/lib/store/types';
import { aboutOffer, noOfferNames, type OfferName } from './offer-names';

const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export function notification(
  message: StoredMessage,
  owner: { email: string; name: string },
  offerName: OfferName = noOfferNames,
) {
  const topic = oneLine(message.subject) || `a message from ${oneLine(message.name)}`;
  return {
    to: owner.email,
    replyTo: { name: oneLine(message.name), address: message.email },
    subject: `Portfolio: ${topic}`,
    text: [
      `From: ${oneLine(message.name)} <${message.email}>`,
      `Subject: ${oneLine(message.subject) || '(none)'}`,
      ...(message.offer ? [`About: ${oneLine(aboutOffer(message.offer, offerName))}`] : []),
      `Received: ${message.receivedAt}`,
      '',
      message.message,
      '',
      `Reply to this e-mail to answer ${message.name}. Message #${message.id} is also kept on your site (npm run inbox).`,
    ].join('\n'),
  };
}

/** Held messages are never e-mailed one by one; without this the owner would not know to look. */
export function heldNotice(held: HeldSummary, owner: { email: string }) {
  const count = held.count === 1 ? '1 message is' : `${held.count} messages are`;
  return {
    to: owner.email,
    subject: `Portfolio: ${count} held`,
    text: [
      `${count} held on your site${held.oldest ? `, the oldest from ${utcMinute(held.oldest)}` : ''}.`,
      '',
      'They arrived while the contact form was receiving more messages than CONTACT_SITE_RATE_LIMIT',
      'allows, which usually means a flood of bots, so they were kept but not e-mailed. Among them',
      'there may be real visitors. On the server:',
      '',
      '  npm run inbox                          shows them (Status: held)',
      '  npm run inbox -- --release 12,15       e-mails these to you (or --release all)',
      '  npm run inbox -- --delete-held all     deletes them (or --delete-held 12,15)',
      '',
      'You get this notice at most once a day while messages are held.',
    ].join('\n'),
  };
}

/** The owner's notice that a client opened their private link for the first time. */
export function firstOpenNotice(
  link: { id: number; client: string; projects: string[] },
  page: string,
  at: Date,
) {
  return {
    subject: `Portfolio: ${link.client} opened your private link`,
    text: [
      `${link.client} opened the private link #${link.id} on ${utcMinute(at.toISOString())} (${page}).`,
      `It shows: ${link.projects.join(', ')}.`,
      '',
      'On the server: npm run private-link -- list     shows every open;',
      `               npm run private-link -- revoke ${link.id}  ends this link at once.`,
    ].join('\n'),
  };
}
