import { escapeControl, when } from '../report-text';
import type { StoredMessage } from './messages';

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

/** The inbox as plain text, newest first. */
export function formatInbox(messages: StoredMessage[]): string {
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
      `Status: ${delivery(m)}`,
      '',
      body,
    ].join('\n');
  });
  const held = messages.filter((m) => m.held).length;
  return `${blocks.join(`\n${rule}\n`)}\n\n${messages.length} message(s)${held ? `, ${held} held` : ''}.`;
}
