import type { RateLimit } from '@/lib/settings';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SqlAdminStore, SqliteAdminStore } from './admin';
import { PostgresDatabase, type PostgresOptions } from './engines/postgres';
import { DATABASE_FILE, PAGE_VIEWS_FILE } from './engines/sqlite';
import { SqliteMessageStore, SqlMessageStore } from './messages';
import { PostgresPageViewStore, SqlitePageViewStore } from './page-views';
import { SqlitePrivateLinkStore, SqlPrivateLinkStore } from './private-links';
import { PostgresRateCounter } from './rate-counter';
import { SqliteTestimonialStore, SqlTestimonialStore } from './testimonials';
import type { TestimonialStore } from './testimonials';
import type { PrivateLinkLimits, RateLimitCounter } from './types';
import type { AdminStore } from './admin';
import type { MessageStore } from './messages';
import type { PageViewStore } from './page-views';
import type { PrivateLinkStore } from './private-links';
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
  messages(options?: SqliteOnly): MessageStore & { ready(): Promise<void> };
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
      messages: () => new SqlMessageStore(db),
      pageViews: ({ maxBytes } = {}) => new PostgresPageViewStore(db, { maxBytes }),
      privateLinks: ({ limits } = {}) => new SqlPrivateLinkStore(db, limits),
      admin: () => new SqlAdminStore(db),
      testimonials: () => new SqlTestimonialStore(db),
      rateCounter: (name, limit) => new PostgresRateCounter(db, name, limit),
      close: () => db.close(),
    };
  }
  return {
    postgres: null,
    has: (file) => existsSync(path.join(dataDir, file)),
    messages: ({ readonly, movePageViewsTo } = {}) =>
      new SqliteMessageStore(dataDir, {
        readonly,
        busyTimeoutMs,
        movePageViewsTo:
          movePageViewsTo instanceof SqlitePageViewStore ? movePageViewsTo : undefined,
      }),
    pageViews: (options) => new SqlitePageViewStore(dataDir, { busyTimeoutMs, ...options }),
    privateLinks: (options) => new SqlitePrivateLinkStore(dataDir, { busyTimeoutMs, ...options }),
    admin: () => new SqliteAdminStore(dataDir, { busyTimeoutMs }),
    testimonials: ({ readonly } = {}) =>
      new SqliteTestimonialStore(dataDir, { busyTimeoutMs, readonly }),
    rateCounter: (_, limit) => new WindowCounter(limit),
    close: async () => {},
  };
}
