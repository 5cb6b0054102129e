import type { RateLimit } from '@/lib/settings';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { AdminStore } from './admin';
import { PostgresDatabase, type PostgresOptions } from './engines/postgres';
import {
  DATABASE_FILE,
  PAGE_VIEWS_FILE,
  SqliteEngine,
  type SqliteEngineOptions,
} from './engines/sqlite';
import { MessageStore, senderSalt } from './messages';
import { moveOldPageViews } from './old-page-views';
import { DEFAULT_MAX_BYTES, maxRowsFor, PageViewStore } from './page-views';
import { PrivateLinkStore } from './private-links';
import { PostgresRateCounter } from './rate-counter';
import { TestimonialStore } from './testimonials';
import type { PrivateLinkLimits, RateLimitCounter } from './types';
import { WindowCounter } from './window-counter';

export type DataOptions = {
  dataDir: string;
  /** PostgreSQL instead of the SQLite files in `dataDir`. */
  databaseUrl?: string | null;
  /** SQLite: how long an owner's command waits for the server's lock (the server never waits). */
  busyTimeoutMs?: number;
  postgres?: PostgresOptions;
};

/** SQLite: page views an older version left in the messages' file move to this store's file. */
type SqliteOnly = { readonly?: boolean; movePageViewsTo?: PageViewStore };

/** Where the data lives, and each store opened there. */
export type Data = {
  /** The PostgreSQL database every instance shares, or null for the SQLite files. */
  postgres: PostgresDatabase | null;
  /** Whether `file` holds anything yet; PostgreSQL always may. */
  has(file: typeof DATABASE_FILE | typeof PAGE_VIEWS_FILE): boolean;
  messages(options?: SqliteOnly): MessageStore;
  pageViews(options?: { maxBytes?: number; readonly?: boolean }): PageViewStore;
  privateLinks(options?: {
    readonly?: boolean;
    limits?: Partial<PrivateLinkLimits>;
  }): PrivateLinkStore;
  admin(): AdminStore;
  testimonials(options?: { readonly?: boolean }): TestimonialStore;
  /** Shared by every instance on PostgreSQL; in this process's memory on SQLite, which is alone. */
  rateCounter(name: string, limit: RateLimit): RateLimitCounter;
  close(): Promise<void>;
};

/** The one place the engine is chosen, for the server and every owner's command: PostgreSQL
 * where DATABASE_URL names it, else the SQLite files in the data folder. */
export function openData({ dataDir, databaseUrl, busyTimeoutMs, postgres }: DataOptions): Data {
  if (databaseUrl) {
    const db = new PostgresDatabase(databaseUrl, postgres);
    return {
      postgres: db,
      has: () => true,
      messages: () => new MessageStore(db),
      pageViews: ({ maxBytes = DEFAULT_MAX_BYTES } = {}) =>
        new PageViewStore(db, { maxBytes, maxRows: maxRowsFor(maxBytes) }),
      privateLinks: ({ limits } = {}) => new PrivateLinkStore(db, limits),
      admin: () => new AdminStore(db),
      testimonials: () => new TestimonialStore(db),
      rateCounter: (name, limit) => new PostgresRateCounter(db, name, limit),
      close: () => db.close(),
    };
  }
  const open = (options: SqliteEngineOptions = {}) =>
    new SqliteEngine(dataDir, { busyTimeoutMs, ...options });
  return {
    postgres: null,
    has: (file) => existsSync(path.join(dataDir, file)),
    messages: ({ readonly, movePageViewsTo } = {}) =>
      sqliteMessages(open({ readonly }), movePageViewsTo),
    pageViews: ({ maxBytes = DEFAULT_MAX_BYTES, readonly } = {}) => {
      const engine = open({ file: 'page-views', maxBytes, readonly });
      const columns = engine.db.pragma('table_info(page_views)') as { name: string }[];
      const referrers = columns.some((column) => column.name === 'referrer');
      return new PageViewStore(engine, { maxBytes, maxRows: null, readonly, referrers });
    },
    privateLinks: ({ readonly, limits } = {}) => new PrivateLinkStore(open({ readonly }), limits),
    admin: () => new AdminStore(open()),
    testimonials: ({ readonly } = {}) => new TestimonialStore(open({ readonly })),
    rateCounter: (_, limit) => new WindowCounter(limit),
    close: async () => {},
  };
}

/** The salt read at once, so hashSender needs no ready(); old page views moved out of the file. */
function sqliteMessages(engine: SqliteEngine, movePageViewsTo?: PageViewStore) {
  try {
    const store = new MessageStore(engine, engine.drive(senderSalt(engine.db.readonly)));
    if (!engine.db.readonly) moveOldPageViews(engine.db, movePageViewsTo);
    return store;
  } catch (error) {
    engine.close();
    throw error;
  }
}
