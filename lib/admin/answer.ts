import { contentIn } from '@/lib/content';
import type { StoredMessage } from '@/lib/store/types';
import { shownTime } from './format';

/** A mailto: that answers the message: "Re:" its subject, its text quoted below. */
export function answerLink(message: StoredMessage): string {
  const { t } = contentIn();
  const subject = t('admin.message.reply', {
    subject: message.subject || t('admin.inbox.noSubject'),
  });
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const intro = t('admin.message.quoted', {
    date: shownTime(message.receivedAt),
    name: message.name,
  });
  const body = `\n\n${intro}\n${quoted}`;
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?${query}`;
}
