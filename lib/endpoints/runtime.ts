import 'server-only';
import { contentIn } from '@/lib/content';
import { settings } from '@/lib/settings';
import { whenFree } from './busy';
import { Mailer } from './contact/mailer';
import { MessageStore, type MessageLimits } from './contact/messages';
import { DiskSpace } from './disk';
import { PageViewStore } from './events/page-views';
import type { TrustedProxies } from './identity';
import { WindowCounter } from './rate-limit';

export type Endpoints = {
  messages: MessageStore;
  views: PageViewStore;
  contactLimits: MessageLimits;
  eventCounter: WindowCounter;
  eventBlockCounter: WindowCounter;
  disk: DiskSpace;
  mailer: Mailer | null;
  siteOrigin: string;
  trusted: TrustedProxies;
};

const key = Symbol.for('portfolio.endpoints');
// build/start.mjs sets stopping on shutdown and calls close once the last request is answered.
const closeKey = Symbol.for('portfolio.close');
const stoppingKey = Symbol.for('portfolio.stopping');
type Holder = { [key]?: Endpoints; [closeKey]?: () => Promise<void>; [stoppingKey]?: boolean };

/** True once the server is finishing its last requests: health checks send traffic elsewhere. */
export const isStopping = () => (globalThis as Holder)[stoppingKey] === true;

// In the site's own language; content broken by an edit in `npm run dev` costs the name, not the e-mail.
const offerName = (id: string) => {
  try {
    return contentIn().offer(id)?.name;
  } catch {
    return undefined;
  }
};

export function endpoints(): Endpoints {
  const holder = globalThis as Holder;
  if (holder[key]) return holder[key];
  const config = settings();
  const views = new PageViewStore(config.dataDir, { maxBytes: config.eventsMaxSize });
  let messages: MessageStore;
  try {
    messages = new MessageStore(config.dataDir, { movePageViewsTo: views });
  } catch (error) {
    views.close();
    throw error;
  }
  const before = (ms: number | null) => (ms === null ? null : new Date(Date.now() - ms));
  const prune = async () => {
    try {
      const viewsBefore = before(config.eventsRetention);
      const messagesBefore = before(config.messagesRetention);
      const gone = {
        views: viewsBefore ? await views.prune(viewsBefore) : 0,
        messages: messagesBefore ? await whenFree(() => messages.prune(messagesBefore)) : 0,
      };
      if (gone.views || gone.messages) {
        console.log(
          `[data] deleted ${gone.views} page view(s) and ${gone.messages} message(s) past their retention`,
        );
      }
    } catch (error) {
      console.error('[data] pruning failed:', error);
    }
  };
  // Not on the request that first opened the stores: a task later, in batches.
  setImmediate(() => void prune());
  const pruning = setInterval(() => void prune(), 3_600_000);
  pruning.unref();
  const url = config.smtpUrl;
  const owner = contentIn();
  const ownerEmail = owner.about.email;
  // With no address in about.json there is no one to e-mail: messages stay in the inbox.
  const mailer =
    url && ownerEmail
      ? new Mailer(messages, {
          url,
          owner: { email: ownerEmail, name: owner.ownerName },
          offerName,
          from: config.smtpFrom,
        })
      : null;
  mailer?.start();
  void mailer?.deliverDue();
  holder[key] = {
    messages,
    views,
    contactLimits: { perSender: config.contactRateLimit, site: config.contactSiteRateLimit },
    eventCounter: new WindowCounter(config.eventsRateLimit),
    eventBlockCounter: new WindowCounter(config.eventsBlockRateLimit),
    disk: new DiskSpace(config.dataDir, config.diskMinFree),
    mailer,
    siteOrigin: config.siteUrl.origin,
    trusted: config.trustProxy,
  };
  holder[closeKey] = async () => {
    clearInterval(pruning);
    await mailer?.stop();
    views.close();
    messages.close();
    delete holder[key];
  };
  return holder[key];
}
