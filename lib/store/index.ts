import { settings, type RateLimit } from '@/lib/settings';
import { SqliteAdminStore } from './sqlite/admin';
import { whenFree } from './sqlite/database';
import { SqliteMessageStore } from './sqlite/messages';
import { SqlitePageViewStore } from './sqlite/page-views';
import { SqlitePrivateLinkStore } from './sqlite/private-links';
import { PostgresAdminStore } from './postgres/admin';
import { PostgresDatabase } from './postgres/database';
import { PostgresMessageStore } from './postgres/messages';
import { PostgresPageViewStore } from './postgres/page-views';
import { PostgresPrivateLinkStore } from './postgres/private-links';
import { PostgresRateCounter } from './postgres/rate-counter';
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
  /** Attempts at private links' addresses, per sender. */
  privateLinkGuesses: RateLimitCounter;
  privateLinks: PrivateLinkStore;
  admin: AdminStore;
  /** The PostgreSQL database every instance shares, when DATABASE_URL names one. */
  database: PostgresDatabase | null;
  /** Resolves once the stores can answer: PostgreSQL reached, its schema current. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** Per sender, so one guesser is slowed and nobody else; past it, the address answers 429. */
export const PRIVATE_LINK_GUESSES = { max: 20, windowMs: 10 * 60_000 };

export type StoreOptions = {
  dataDir: string;
  /** PostgreSQL instead of the SQLite files in `dataDir`. */
  databaseUrl?: string | null;
  pageViewsMaxBytes?: number;
  pageViewLimits?: { perSender: RateLimit; perNetwork: RateLimit };
};

export function openStores(options: StoreOptions): Stores {
  return options.databaseUrl
    ? openPostgresStores({ ...options, databaseUrl: options.databaseUrl })
    : openSqliteStores(options);
}

/** Every store in one PostgreSQL database, limits included, so instances act as one site. */
function openPostgresStores({
  databaseUrl,
  pageViewsMaxBytes,
  pageViewLimits = { perSender: null, perNetwork: null },
}: StoreOptions & { databaseUrl: string }): Stores {
  const database = new PostgresDatabase(databaseUrl);
  const messages = new PostgresMessageStore(database);
  return {
    messages,
    pageViews: new PostgresPageViewStore(database, { maxBytes: pageViewsMaxBytes }),
    pageViewLimits: {
      perSender: new PostgresRateCounter(database, 'page-views', pageViewLimits.perSender),
      perNetwork: new PostgresRateCounter(
        database,
        'page-views-network',
        pageViewLimits.perNetwork,
      ),
    },
    privateLinkGuesses: new PostgresRateCounter(database, 'private-links', PRIVATE_LINK_GUESSES),
    privateLinks: new PostgresPrivateLinkStore(database),
    admin: new PostgresAdminStore(database),
    database,
    async ready() {
      await database.migrated();
      await messages.ready();
    },
    close: () => database.close(),
  };
}

function openSqliteStores({
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
    privateLinkGuesses: new WindowCounter(PRIVATE_LINK_GUESSES),
    privateLinks,
    admin,
    database: null,
    ready: async () => {},
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
    databaseUrl: config.databaseUrl,
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
export async function stores({ maxWaitMs }: WaitOptions = {}): Promise<Stores> {
  const opened = await whenFree(openForServer, maxWaitMs);
  await opened.ready();
  return opened;
}
