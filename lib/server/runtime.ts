import 'server-only';
import { getAbout, getOwnerName } from '@/lib/content';
import { siteUrl } from '@/lib/settings';
import { Mailer } from './mailer';
import { WindowCounter } from './rate-limit';
import {
  contactRateLimit,
  contactSiteRateLimit,
  dataDir,
  eventsRateLimit,
  smtpFrom,
  smtpUrl,
  trustProxy,
} from './settings';
import type { TrustedProxies } from './identity';
import { Store, type MessageLimits } from './store';

export type Endpoints = {
  store: Store;
  contactLimits: MessageLimits;
  eventCounter: WindowCounter;
  mailer: Mailer | null;
  siteOrigin: string;
  trusted: TrustedProxies;
};

const key = Symbol.for('portfolio.endpoints');
/** Called by the server entry (scripts/start.mjs) once the last request has been answered. */
const closeKey = Symbol.for('portfolio.close');
/** Set by the server entry when it starts to shut down. */
const stoppingKey = Symbol.for('portfolio.stopping');
type Holder = { [key]?: Endpoints; [closeKey]?: () => Promise<void>; [stoppingKey]?: boolean };

/** True once the server is finishing its last requests: health checks send traffic elsewhere. */
export const isStopping = () => (globalThis as Holder)[stoppingKey] === true;

/** The endpoints' shared state, made on first use and kept for the life of the process. */
export function endpoints(): Endpoints {
  const holder = globalThis as Holder;
  if (holder[key]) return holder[key];
  const store = new Store(dataDir());
  const url = smtpUrl();
  const ownerEmail = getAbout().email;
  // With no address in about.json there is no one to e-mail: messages stay in the inbox.
  const mailer =
    url && ownerEmail
      ? new Mailer(store, {
          url,
          owner: { email: ownerEmail, name: getOwnerName() },
          from: smtpFrom(),
        })
      : null;
  mailer?.start();
  // Messages left undelivered by an earlier run go out now.
  void mailer?.deliverDue();
  holder[key] = {
    store,
    contactLimits: { perSender: contactRateLimit(), site: contactSiteRateLimit() },
    eventCounter: new WindowCounter(eventsRateLimit()),
    mailer,
    siteOrigin: siteUrl().origin,
    trusted: trustProxy(),
  };
  holder[closeKey] = async () => {
    await mailer?.stop();
    store.close();
    delete holder[key];
  };
  return holder[key];
}
