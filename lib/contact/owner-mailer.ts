import 'server-only';
import { contentIn } from '@/lib/content';
import { settings } from '@/lib/settings';
import { beforeStoresClose, type MessageStore } from '@/lib/store';
import { Mailer } from './mailer';

// Held in an object of its own: Jest wraps the properties of what a test leaves on globalThis.
const key = Symbol.for('portfolio.mailer');
type Holder = { [key]?: { mailer: Mailer | null } };
const holder = globalThis as Holder;

// In the site's own language; content broken by an edit in `npm run dev` costs the name, not the e-mail.
const offerName = (id: string) => {
  try {
    return contentIn().offer(id)?.name;
  } catch {
    return undefined;
  }
};

/** Started once, over `messages`; null without SMTP_URL or an address in about.json. */
export function ownerMailer(messages: MessageStore): Mailer | null {
  if (holder[key]) return holder[key].mailer;
  const config = settings();
  const owner = contentIn();
  const email = owner.about.email;
  const mailer =
    config.smtpUrl && email
      ? new Mailer(messages, {
          url: config.smtpUrl,
          owner: { email, name: owner.ownerName },
          offerName,
          from: config.smtpFrom,
        })
      : null;
  holder[key] = { mailer };
  mailer?.start();
  void mailer?.deliverDue();
  beforeStoresClose(async () => {
    await mailer?.stop();
    delete holder[key];
  });
  return mailer;
}
