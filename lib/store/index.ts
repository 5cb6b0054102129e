import { settings, type RateLimit } from '@/lib/settings';
import { SqliteAdminStore } from './sqlite/admin';
import { whenFree } from './sqlite/database';
import { SqliteMessageStore } from './sqlite/messages';
import { SqlitePageViewStore } from './sqlite/page-views';
import { SqlitePrivateLinkStore } from './sqlite/private-links';
import type {
  AdminStore,
  MessageStore,
  PageViewStore,
  PrivateLinkStore,
  RateLimitCounter,
  WaitOptions,
} from './types';
import { WindowCounter } from './window-counter';

export * from './types';

export type Stores = {
  messages: MessageStore;
  pageViews: PageViewStore;
  pageViewLimits: { perSender: RateLimitCounter; perNetwork: RateLimitCounter };
  privateLinks: PrivateLinkStore;
  admin: AdminStore;
  close(): Promise<void>;
};

export type StoreOptions = {
  dataDir: string;
  pageViewsMaxBytes?: number;
  pageViewLimits?: { perSender: RateLimit; perNetwork: RateLimit };
};

export function openStores({
  dataDir,
  pageViewsMaxBytes,
  pageViewLimits = { perSender: null, perNetwork: null },
}: StoreOptions): Stores {
  const pageViews = new SqlitePageViewStore(dataDir, { maxBytes: pageViewsMaxBytes });
  // Each store opened so far closes if a later one cannot open.
  const opened: { close(): unknown }[] = [pageViews];
  const open = <T extends { close(): unknown }>(make: () => T): T => {
    try {
      const store = make();
      opened.push(store);
      return store;
    } catch (error) {
      for (const store of opened) store.close();
      throw error;
    }
  };
  const messages = open(() => new SqliteMessageStore(dataDir, { movePageViewsTo: pageViews }));
  // After the messages' store, which upgrades the shared file and moves what it must out of it.
  const privateLinks = open(() => new SqlitePrivateLinkStore(dataDir));
  const admin = open(() => new SqliteAdminStore(dataDir));
  return {
    messages,
    pageViews,
    pageViewLimits: {
      perSender: new WindowCounter(pageViewLimits.perSender),
      perNetwork: new WindowCounter(pageViewLimits.perNetwork),
    },
    privateLinks,
    admin,
    async close() {
      for (const store of opened) store.close();
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
    pageViewsMaxBytes: config.eventsMaxSize,
    pageViewLimits: { perSender: config.eventsRateLimit, perNetwork: config.eventsBlockRateLimit },
  });
  const retention = { pageViews: config.eventsRetention, messages: config.messagesRetention };
  // Not on the request that first opened the stores: a task later, in batches.
  setImmediate(() => void prune(opened, retention));
  const pruning = setInterval(() => void prune(opened, retention), 3_600_000);
  pruning.unref();
  holder[key] = opened;
  holder[closeKey] = async () => {
    clearInterval(pruning);
    for (const stop of holder[beforeCloseKey]?.splice(0) ?? []) await stop();
    await opened.close();
    delete holder[key];
  };
  return opened;
}

/** The running server's stores: opened once from the settings, pruned hourly, closed on shutdown. */
export const stores = ({ maxWaitMs }: WaitOptions = {}): Promise<Stores> =>
  whenFree(openForServer, maxWaitMs);
