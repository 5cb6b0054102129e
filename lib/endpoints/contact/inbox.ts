import { escapeControl, when } from '../report-text';
import type { HeldSummary } from './held';
import type { StoredMessage } from './messages';
import { aboutOffer, noOfferNames, type OfferName } from './offer-names';

export function heldLine({ count, oldest }: HeldSummary): string {
  if (!count) return '';
  return [
    `${count} message(s) held since ${oldest ? when(oldest) : 'an unknown time'}, not e-mailed (Status: held).`,
    '`npm run inbox -- --release all` (or their numbers: --release 12,15) has the server e-mail them to you;',
    '`npm run inbox -- --delete-held all` (or their numbers) deletes them.',
  ].join('\n');
}

function delivery(message: StoredMessage): string {
  if (message.held) {
    return 'held: arrived while the site was over its site-wide limit (CONTACT_SITE_RATE_LIMIT), so it was not e-mailed';
  }
  if (message.deliveredAt) return `e-mailed ${when(message.deliveredAt)}`;
  if (message.deliveryAttempts > 0) {
    return `not e-mailed yet: ${message.deliveryAttempts} attempt(s), last error: ${escapeControl(message.deliveryError ?? '')}`;
  }
  return 'stored';
}

export function formatInbox(
  messages: StoredMessage[],
  held?: HeldSummary,
  offerName: OfferName = noOfferNames,
): string {
  const top = held?.count ? `${heldLine(held)}\n\n` : '';
  return `${top}${formatMessages(messages, offerName)}`;
}

function formatMessages(messages: StoredMessage[], offerName: OfferName): string {
  if (!messages.length) return 'No messages.';
  const rule = '─'.repeat(72);
  const blocks = messages.map((m) => {
    const body = escapeControl(m.message, { keepNewlines: true })
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    return [
      `#${m.id}  ${when(m.receivedAt)}  ${escapeControl(m.name)} <${escapeControl(m.email)}>`,
      `Subject: ${escapeControl(m.subject) || '(none)'}`,
      ...(m.offer ? [`About: ${escapeControl(aboutOffer(m.offer, offerName))}`] : []),
      `Status: ${delivery(m)}`,
      '',
      body,
    ].join('\n');
  });
  const held = messages.filter((m) => m.held).length;
  return `${blocks.join(`\n${rule}\n`)}\n\n${messages.length} message(s)${held ? `, ${held} held` : ''}.`;
}
