import Database from 'better-sqlite3';
import { createHmac, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { PAGE_LABEL_MAX } from '../events/contract';
import { PATH_MAX, type PageViewStore } from '../events/page-views';

export const DATABASE_FILE = 'portfolio.db';

export type NewMessage = { name: string; email: string; subject: string; message: string };

export type StoredMessage = NewMessage & {
  id: number;
  receivedAt: string;
  senderHash: string;
  deliveredAt: string | null;
  deliveryAttempts: number;
  deliveryError: string | null;
  /** Arrived while the site was over its site-wide limit: kept, but not e-mailed. */
  held: boolean;
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
  `ALTER TABLE messages ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX messages_held ON messages (held, received_at);`,
];

const MESSAGE_COLUMNS = `id, received_at AS receivedAt, name, email, subject, message,
  sender_hash AS senderHash, delivered_at AS deliveredAt, delivery_attempts AS deliveryAttempts,
  delivery_error AS deliveryError, held = 1 AS held`;

const asMessage = (row: StoredMessage): StoredMessage => ({ ...row, held: Boolean(row.held) });

const iso = (time: Date) => time.toISOString();

type Limit = { max: number; windowMs: number };
export type MessageLimits = {
  perSender?: Limit | null;
  site?: Limit | null;
  /** Held messages accepted in 24 hours before new ones are refused with "try later". */
  heldPerDay?: number;
};

export const HELD_PER_DAY = 1000;
const DAY_MS = 86_400_000;

export type AddResult =
  | { stored: true; id: number; held: boolean }
  /** `sender`: this sender is over their own limit; `busy`: the site holds all it may today. */
  | { stored: false; reason: 'sender' | 'busy'; retryAfterMs: number };

export type MessageStoreOptions = {
  readonly?: boolean;
  /**
   * Versions before the page-view file kept views in this file: on opening, they move there
   * (the newest that fit under its size), and their table is dropped.
   */
  movePageViewsTo?: PageViewStore;
};

/**
 * Contact messages, in their own SQLite file (WAL mode); page views have another
 * (../events/page-views.ts), so a flood of views can never take the place a message needs.
 * Every message is a committed transaction before the call returns, so whatever the caller
 * acknowledges survives the process being killed.
 */
export class MessageStore {
  readonly file: string;
  private readonly db: Database.Database;
  private readonly secret: Buffer;

  constructor(dir: string, { readonly = false, movePageViewsTo }: MessageStoreOptions = {}) {
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
    if (!readonly) this.moveOldPageViews(movePageViewsTo);
  }

  /**
   * Versions before the page-view file kept views in this file's page_views table: the newest
   * that fit under the new file's size move there, and the table is dropped.
   */
  private moveOldPageViews(views: PageViewStore | undefined) {
    const old = this.db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'page_views'`)
      .get();
    if (!old) return;
    const empty = !this.db.prepare(`SELECT 1 FROM page_views LIMIT 1`).get();
    // The first version's schema makes the table; with no rows to move it simply goes.
    if (empty) {
      this.db.exec(`DROP TABLE page_views`);
      return;
    }
    if (!views) return; // rows wait for the server, which opens the page-view file
    const target = views.connection;
    // The newest that fit, oldest first, read one at a time rather than all held in memory.
    const rows = this.db
      .prepare(
        `SELECT * FROM (
           SELECT id, viewed_at, substr(page, 1, ${PAGE_LABEL_MAX}) AS page,
             substr(path, 1, ${PATH_MAX}) AS path
           FROM page_views ORDER BY id DESC LIMIT ?
         ) ORDER BY id`,
      )
      .iterate(Math.floor(views.maxBytes / 2048)) as Iterable<{
      viewed_at: string;
      page: string;
      path: string;
    }>;
    const insert = target.prepare(
      `INSERT INTO page_views (viewed_at, page, path) VALUES (@viewed_at, @page, @path)`,
    );
    target.transaction(() => {
      for (const { viewed_at, page, path } of rows) insert.run({ viewed_at, page, path });
    })();
    this.db.exec(`DROP TABLE page_views`);
    try {
      this.db.exec('VACUUM');
    } catch {
      // Not enough room to rewrite the file: the freed pages are reused by messages instead.
    }
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
   * Stores a message unless its sender already left `perSender.max` within that window. Over the
   * site-wide limit (bots that vary their address) a message is still stored, but held: not
   * e-mailed, listed by `npm run inbox`, so a visitor who arrives in a flood loses nothing. Only
   * when `heldPerDay` messages were held in 24 hours is the next one refused with "try later".
   * The counts and the insert run in one transaction, so concurrent requests cannot slip past.
   */
  addMessage(
    input: NewMessage,
    senderHash: string,
    {
      now = new Date(),
      perSender = null,
      site = null,
      heldPerDay = HELD_PER_DAY,
    }: MessageLimits & { now?: Date } = {},
  ): AddResult {
    const since = (windowMs: number) => iso(new Date(now.getTime() - windowMs));
    const count = (sql: string, ...values: string[]) =>
      (
        this.db.prepare(`SELECT COUNT(*) AS count FROM messages WHERE ${sql}`).get(...values) as {
          count: number;
        }
      ).count;
    return this.db
      .transaction((): AddResult => {
        if (
          perSender &&
          count('sender_hash = ? AND received_at > ?', senderHash, since(perSender.windowMs)) >=
            perSender.max
        ) {
          return { stored: false, reason: 'sender', retryAfterMs: perSender.windowMs };
        }
        const held = !!site && count('received_at > ?', since(site.windowMs)) >= site.max;
        if (held && count('held = 1 AND received_at > ?', since(DAY_MS)) >= heldPerDay) {
          return { stored: false, reason: 'busy', retryAfterMs: site.windowMs };
        }
        const { lastInsertRowid } = this.db
          .prepare(
            `INSERT INTO messages (received_at, name, email, subject, message, sender_hash, next_delivery_at, held)
             VALUES (@receivedAt, @name, @email, @subject, @message, @senderHash, @due, @held)`,
          )
          .run({
            ...input,
            senderHash,
            receivedAt: iso(now),
            due: held ? null : iso(now),
            held: held ? 1 : 0,
          });
        return { stored: true, id: Number(lastInsertRowid), held };
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
      .all(since ? iso(since) : '', limit)
      .map((row) => asMessage(row as StoredMessage));
  }

  countMessages(): number {
    return (this.db.prepare(`SELECT COUNT(*) AS count FROM messages`).get() as { count: number })
      .count;
  }

  /** Deletes the messages (delivered or not) received before `before`; returns how many went. */
  prune(before: Date): number {
    return this.db.prepare(`DELETE FROM messages WHERE received_at < ?`).run(iso(before)).changes;
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
          .all(iso(now), max)
          .map((row) => asMessage(row as StoredMessage));
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
