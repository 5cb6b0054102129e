import Database from 'better-sqlite3';
import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const DATABASE_FILE = 'portfolio.db';

export type NewMessage = { name: string; email: string; subject: string; message: string };

export type StoredMessage = NewMessage & {
  id: number;
  receivedAt: string;
  senderHash: string;
  deliveredAt: string | null;
  deliveryAttempts: number;
  deliveryError: string | null;
};

export type PageViewTotals = {
  byPage: { page: string; views: number }[];
  byDay: { day: string; views: number }[];
  total: number;
};

/** Each step brings the schema from version i to i + 1; PRAGMA user_version records where it is. */
const MIGRATIONS = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     sender_hash TEXT NOT NULL,
     delivered_at TEXT,
     delivery_attempts INTEGER NOT NULL DEFAULT 0,
     next_delivery_at TEXT,
     delivery_error TEXT
   );
   CREATE INDEX messages_by_sender ON messages (sender_hash, received_at);
   CREATE INDEX messages_by_time ON messages (received_at);
   CREATE TABLE page_views (
     id INTEGER PRIMARY KEY,
     viewed_at TEXT NOT NULL,
     page TEXT NOT NULL,
     path TEXT NOT NULL
   );
   CREATE INDEX page_views_by_time ON page_views (viewed_at);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
];

const MESSAGE_COLUMNS = `id, received_at AS receivedAt, name, email, subject, message,
  sender_hash AS senderHash, delivered_at AS deliveredAt, delivery_attempts AS deliveryAttempts,
  delivery_error AS deliveryError`;

const iso = (time: Date) => time.toISOString();

type Limit = { max: number; windowMs: number };
export type MessageLimits = { perSender?: Limit | null; site?: Limit | null };

/**
 * The site's own database: contact messages and page views in one SQLite file (WAL mode).
 * Every write is a committed transaction before the call returns, so whatever the caller
 * acknowledges survives the process being killed.
 */
export class Store {
  readonly file: string;
  private readonly db: Database.Database;
  private readonly secret: Buffer;

  constructor(dir: string, { readonly = false } = {}) {
    this.file = path.join(dir, DATABASE_FILE);
    if (!readonly) {
      // Visitors' messages are for the owner only: the folder and the file (and with it SQLite's
      // journal files, which take the file's mode) are created readable by this user alone,
      // whatever the umask. An existing folder or file keeps the mode it was given.
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      closeSync(openSync(this.file, 'a', 0o600));
    }
    this.db = new Database(this.file, { readonly, fileMustExist: readonly, timeout: 5000 });
    if (!readonly) {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.migrate();
    }
    this.secret = this.readSecret(readonly);
  }

  private migrate() {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version >= MIGRATIONS.length) return;
    this.db
      .transaction(() => {
        MIGRATIONS.slice(version).forEach((step) => this.db.exec(step));
        this.db.pragma(`user_version = ${MIGRATIONS.length}`);
      })
      .immediate();
  }

  /** The salt of sender hashes: random, made once, kept in the database, never shown. */
  private readSecret(readonly: boolean): Buffer {
    const row = this.db.prepare(`SELECT value FROM meta WHERE key = 'sender_salt'`).get() as
      { value: string } | undefined;
    if (row) return Buffer.from(row.value, 'hex');
    if (readonly) return Buffer.alloc(0);
    const salt = randomBytes(32).toString('hex');
    this.db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('sender_salt', ?)`).run(salt);
    return this.readSecret(readonly);
  }

  /** A sender's network address, salted and hashed: enough to count, never enough to recover it. */
  hashSender(address: string): string {
    return createHmac('sha256', this.secret).update(address).digest('hex').slice(0, 32);
  }

  /**
   * Stores a message unless its sender already left `perSender.max` within that window, or the
   * whole site received `site.max` within its window (a backstop for bots that vary their address).
   * The counts and the insert run in one transaction, so concurrent requests cannot slip past.
   */
  addMessage(
    input: NewMessage,
    senderHash: string,
    { now = new Date(), perSender = null, site = null }: MessageLimits & { now?: Date } = {},
  ): { stored: true; id: number } | { stored: false; retryAfterMs: number } {
    const since = (limit: Limit) => iso(new Date(now.getTime() - limit.windowMs));
    return this.db
      .transaction(() => {
        if (perSender) {
          const { count } = this.db
            .prepare(
              `SELECT COUNT(*) AS count FROM messages WHERE sender_hash = ? AND received_at > ?`,
            )
            .get(senderHash, since(perSender)) as { count: number };
          if (count >= perSender.max)
            return { stored: false as const, retryAfterMs: perSender.windowMs };
        }
        if (site) {
          const { count } = this.db
            .prepare(`SELECT COUNT(*) AS count FROM messages WHERE received_at > ?`)
            .get(since(site)) as { count: number };
          if (count >= site.max) return { stored: false as const, retryAfterMs: site.windowMs };
        }
        const { lastInsertRowid } = this.db
          .prepare(
            `INSERT INTO messages (received_at, name, email, subject, message, sender_hash, next_delivery_at)
             VALUES (@receivedAt, @name, @email, @subject, @message, @senderHash, @receivedAt)`,
          )
          .run({ ...input, senderHash, receivedAt: iso(now) });
        return { stored: true as const, id: Number(lastInsertRowid) };
      })
      .immediate();
  }

  /** Messages, newest first; `since` keeps those received at or after it. */
  listMessages({ since, limit = -1 }: { since?: Date; limit?: number } = {}): StoredMessage[] {
    return this.db
      .prepare(
        `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE received_at >= ?
         ORDER BY received_at DESC, id DESC LIMIT ?`,
      )
      .all(since ? iso(since) : '', limit) as StoredMessage[];
  }

  countMessages(): number {
    return (this.db.prepare(`SELECT COUNT(*) AS count FROM messages`).get() as { count: number })
      .count;
  }

  addPageView(view: { page: string; path: string }, now = new Date()) {
    this.db
      .prepare(`INSERT INTO page_views (viewed_at, page, path) VALUES (?, ?, ?)`)
      .run(iso(now), view.page, view.path);
  }

  /** Page views in [from, to), per page label and per UTC day. */
  pageViews({ from, to }: { from: Date; to: Date }): PageViewTotals {
    const range = [iso(from), iso(to)];
    const byPage = this.db
      .prepare(
        `SELECT page, COUNT(*) AS views FROM page_views WHERE viewed_at >= ? AND viewed_at < ?
         GROUP BY page ORDER BY views DESC, page`,
      )
      .all(...range) as PageViewTotals['byPage'];
    const byDay = this.db
      .prepare(
        `SELECT substr(viewed_at, 1, 10) AS day, COUNT(*) AS views FROM page_views
         WHERE viewed_at >= ? AND viewed_at < ? GROUP BY day ORDER BY day`,
      )
      .all(...range) as PageViewTotals['byDay'];
    return { byPage, byDay, total: byPage.reduce((sum, row) => sum + row.views, 0) };
  }

  /**
   * Claims up to `max` messages due for e-mail delivery: each is leased until `leaseUntil`, so two
   * processes never send the same message at once, and a crash mid-send only delays it.
   */
  claimDeliveries(now: Date, leaseUntil: Date, max = 10): StoredMessage[] {
    return this.db
      .transaction(() => {
        const due = this.db
          .prepare(
            `SELECT ${MESSAGE_COLUMNS} FROM messages
             WHERE delivered_at IS NULL AND next_delivery_at IS NOT NULL AND next_delivery_at <= ?
             ORDER BY id LIMIT ?`,
          )
          .all(iso(now), max) as StoredMessage[];
        const lease = this.db.prepare(`UPDATE messages SET next_delivery_at = ? WHERE id = ?`);
        due.forEach((message) => lease.run(iso(leaseUntil), message.id));
        return due;
      })
      .immediate();
  }

  markDelivered(id: number, now = new Date()) {
    this.db
      .prepare(
        `UPDATE messages SET delivered_at = ?, next_delivery_at = NULL, delivery_error = NULL,
         delivery_attempts = delivery_attempts + 1 WHERE id = ?`,
      )
      .run(iso(now), id);
  }

  /** Records a failed attempt; `retryAt` null means no more attempts (the message stays stored). */
  markDeliveryFailed(id: number, error: string, retryAt: Date | null) {
    this.db
      .prepare(
        `UPDATE messages SET delivery_attempts = delivery_attempts + 1, delivery_error = ?,
         next_delivery_at = ? WHERE id = ?`,
      )
      .run(error.slice(0, 500), retryAt ? iso(retryAt) : null, id);
  }

  /**
   * True when the database answers a query and accepts a write: a row is written and rolled
   * back at once, so a read-only file, a closed or locked database show up here.
   */
  isUsable(): boolean {
    try {
      this.db.prepare('SELECT COUNT(*) FROM messages').get();
      this.db.exec('BEGIN IMMEDIATE');
      this.db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('health', '')`).run();
      this.db.exec('ROLLBACK');
      return true;
    } catch {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      return false;
    }
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
