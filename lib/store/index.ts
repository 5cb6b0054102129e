import { settings, type RateLimit } from '@/lib/settings';
import { whenFree } from './engines/sqlite';
import type { PostgresDatabase } from './engines/postgres';
import { openData, type DataOptions } from './open';
import type { RateLimitCounter, WaitOptions } from './types';
import type { AdminStore } from './admin';
import type { MessageStore } from './messages';
import type { PageViewStore } from './page-views';
import type { PrivateLinkStore } from './private-links';
import type { TestimonialStore } from './testimonials';

export * from './types';
export type { AdminStore } from './admin';
export type { MessageStore } from './messages';
export type { PageViewStore } from './page-views';
export type { PrivateLinkStore } from './private-links';
export type { TestimonialStore } from './testimonials';

export type Stores = {
  messages: MessageStore;
  pageViews: PageViewStore;
  pageViewLimits: { perSender: RateLimitCounter; perNetwork: RateLimitCounter };
  /** Attempts at private links' addresses, per sender. */
  privateLinkGuesses: RateLimitCounter;
  privateLinks: PrivateLinkStore;
  admin: AdminStore;
  testimonials: TestimonialStore;
  /** Posts of the testimonial page, per sender. */
  testimonialPosts: RateLimitCounter;
  /** The PostgreSQL database every instance shares, when DATABASE_URL names one. */
  database: PostgresDatabase | null;
  /** Resolves once the stores can answer: PostgreSQL reached, its schema current. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** Per sender: a client sends one answer, perhaps after a few mistakes; a guesser is slowed. */
export const TESTIMONIAL_POSTS = { max: 10, windowMs: 10 * 60_000 };

/** Per sender, so one guesser is slowed and nobody else; past it, the address answers 429. */
export const PRIVATE_LINK_GUESSES = { max: 20, windowMs: 10 * 60_000 };

type StoreOptions = Pick<DataOptions, 'dataDir' | 'databaseUrl'> & {
  pageViewsMaxBytes?: number;
  pageViewLimits?: { perSender: RateLimit; perNetwork: RateLimit };
};

/** Every store on the engine openData chooses; on PostgreSQL the limits too, so instances act
 * as one site. */
export function openStores({
  dataDir,
  databaseUrl,
  pageViewsMaxBytes,
  pageViewLimits = { perSender: null, perNetwork: null },
}: StoreOptions): Stores {
  const data = openData({ dataDir, databaseUrl });
  // Each store opened so far closes if a later one cannot open.
  const opened: { close(): unknown }[] = [];
  const open = <T extends { close(): unknown }>(make: () => T): T => {
    try {
      const store = make();
      opened.push(store);
      return store;
    } catch (error) {
      for (const store of opened) store.close();
      void data.close();
      throw error;
    }
  };
  const pageViews = open(() => data.pageViews({ maxBytes: pageViewsMaxBytes }));
  const messages = open(() => data.messages({ movePageViewsTo: pageViews }));
  // After the messages' store, which upgrades the shared file and moves what it must out of it.
  const privateLinks = open(() => data.privateLinks());
  const admin = open(() => data.admin());
  const testimonials = open(() => data.testimonials());
  return {
    messages,
    pageViews,
    pageViewLimits: {
      perSender: data.rateCounter('page-views', pageViewLimits.perSender),
      perNetwork: data.rateCounter('page-views-network', pageViewLimits.perNetwork),
    },
    privateLinkGuesses: data.rateCounter('private-links', PRIVATE_LINK_GUESSES),
    privateLinks,
    admin,
    testimonials,
    testimonialPosts: data.rateCounter('testimonial-posts', TESTIMONIAL_POSTS),
    database: data.postgres,
    async ready() {
      await data.postgres?.migrated();
      await messages.ready();
    },
    async close() {
      for (const store of opened) await store.close();
      await data.close();
    },
  };
}

const key = Symbol.for('portfolio.stores');
// build/start.mjs calls close once the last request is answered.
const closeKey = Symbol.for('portfolio.close');
const beforeCloseKey = Symbol.for('portfolio.beforeStoresClose');
type Holder = {
  [key]?: Stores;
  [closeKey]?: () => Promise<void>;
  [beforeCloseKey]?: (() => Promise<void>)[];
};
const holder = globalThis as Holder;

/** Work over the stores (the mailer) stops here, newest first, before they close on shutdown. */
export function beforeStoresClose(stop: () => Promise<void>) {
  (holder[beforeCloseKey] ??= []).unshift(stop);
}

async function prune(
  opened: Stores,
  retention: { pageViews: number | null; messages: number | null },
) {
  const before = (ms: number | null) => (ms === null ? null : new Date(Date.now() - ms));
  try {
    const pageViewsBefore = before(retention.pageViews);
    const messagesBefore = before(retention.messages);
    const gone = {
      pageViews: pageViewsBefore ? await opened.pageViews.prune(pageViewsBefore) : 0,
      messages: messagesBefore ? await opened.messages.prune(messagesBefore) : 0,
    };
    if (gone.pageViews || gone.messages) {
      console.log(
        `[data] deleted ${gone.pageViews} page view(s) and ${gone.messages} message(s) past their retention`,
      );
    }
  } catch (error) {
    console.error('[data] pruning failed:', error);
  }
}

function openForServer(): Stores {
  if (holder[key]) return holder[key];
  const config = settings();
  const opened = openStores({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pageViewsMaxBytes: config.eventsMaxSize,
    pageViewLimits: { perSender: config.eventsRateLimit, perNetwork: config.eventsBlockRateLimit },
  });
  const retention = { pageViews: config.eventsRetention, messages: config.messagesRetention };
  // Not on the request that first opened the stores: a task later, in batches; none once closing.
  let closing = false;
  const pruneNow = () => void (closing || prune(opened, retention));
  setImmediate(pruneNow);
  const pruning = setInterval(pruneNow, 3_600_000);
  pruning.unref();
  holder[key] = opened;
  holder[closeKey] = async () => {
    closing = true;
    clearInterval(pruning);
    for (const stop of holder[beforeCloseKey]?.splice(0) ?? []) await stop();
    await opened.close();
    delete holder[key];
  };
  return opened;
}

export const closeStores = async () => holder[closeKey]?.();

/** The running server's stores: opened once from the settings, pruned hourly, closed on shutdown. */
export async function stores({ maxWaitMs }: WaitOptions = {}): Promise<Stores> {
  const opened = await whenFree(openForServer, maxWaitMs);
  await opened.ready();
  return opened;
}
