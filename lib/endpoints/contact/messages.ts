import Database from 'better-sqlite3';
import { createHmac, randomBytes } from 'node:crypto';
import { openPrivateDatabase } from '../database';
import type { PageViewStore } from '../events/page-views';
import { DeliveryQueue } from './deliveries';
import { HELD_LIMITS, HELD_RETRY_AFTER_MS, HeldMessages, type HeldLimits } from './held';
import { moveOldPageViews } from './old-page-views';
import {
  asMessage,
  iso,
  MESSAGE_COLUMNS,
  migrate,
  type NewMessage,
  type StoredMessage,
} from './schema';

export const DATABASE_FILE = 'portfolio.db';

export type { NewMessage, StoredMessage } from './schema';

type Limit = { max: number; windowMs: number };
export type MessageLimits = {
  perSender?: Limit | null;
  site?: Limit | null;
  /** Caps on the messages held at any one time (./held.ts). */
  held?: HeldLimits;
};

export type AddResult =
  | { stored: true; id: number; held: boolean }
  /**
   * `sender`: this sender is over their own rate limit; `held-sender`, `held-block`: this sender
   * or its network already has as many held messages as it may.
   */
  | { stored: false; reason: 'sender' | 'held-sender' | 'held-block'; retryAfterMs: number };

export type MessageStoreOptions = {
  readonly?: boolean;
  /**
   * How long SQLite itself waits for another connection's lock, blocking the process. The server
   * writes and waits for none (it retries without blocking, ../busy.ts); readers may wait.
   */
  busyTimeoutMs?: number;
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
  /** The messages held during floods: caps, eviction, the owner's notice, release and delete. */
  readonly held: HeldMessages;
  /** The messages waiting to be e-mailed. */
  readonly deliveries: DeliveryQueue;

  constructor(
    dir: string,
    {
      readonly = false,
      busyTimeoutMs = readonly ? 5000 : 0,
      movePageViewsTo,
    }: MessageStoreOptions = {},
  ) {
    ({ file: this.file, db: this.db } = openPrivateDatabase(dir, DATABASE_FILE, {
      readonly,
      busyTimeoutMs,
    }));
    try {
      if (!readonly) {
        this.db.pragma('journal_mode = WAL');
        this.db.pragma('synchronous = FULL');
        migrate(this.db);
      }
      this.secret = this.readSecret(readonly);
      if (!readonly) moveOldPageViews(this.db, movePageViewsTo);
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.held = new HeldMessages(this.db);
    this.deliveries = new DeliveryQueue(this.db);
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
   * e-mailed, listed by `npm run inbox`, so a visitor who arrives in a flood loses nothing. Held
   * messages are capped per sender and per network (`block`, the hashed /24 or /48): past those
   * the message is refused; past the total, the network holding the most loses its oldest.
   * The counts and the insert run in one transaction, so concurrent requests cannot slip past.
   */
  addMessage(
    input: NewMessage,
    senderHash: string,
    {
      now = new Date(),
      block = '',
      perSender = null,
      site = null,
      held: heldLimits = HELD_LIMITS,
    }: MessageLimits & { now?: Date; block?: string } = {},
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
        const over = held ? this.held.over(senderHash, block, heldLimits) : null;
        if (over) {
          return { stored: false, reason: `held-${over}`, retryAfterMs: HELD_RETRY_AFTER_MS };
        }
        const { lastInsertRowid } = this.db
          .prepare(
            `INSERT INTO messages (received_at, name, email, subject, message, sender_hash, block_hash, next_delivery_at, held)
             VALUES (@receivedAt, @name, @email, @subject, @message, @senderHash, @block, @due, @held)`,
          )
          .run({
            ...input,
            senderHash,
            block,
            receivedAt: iso(now),
            due: held ? null : iso(now),
            held: held ? 1 : 0,
          });
        if (held) this.held.evictOver(heldLimits.total);
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
      .map(asMessage);
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
   * Throws unless the database answers a query and accepts a write: a row is written and rolled
   * back at once, so a read-only file, a closed or locked database show up here.
   */
  checkUsable() {
    try {
      this.db.prepare('SELECT COUNT(*) FROM messages').get();
      this.db.exec('BEGIN IMMEDIATE');
      this.db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('health', '')`).run();
      this.db.exec('ROLLBACK');
    } catch (error) {
      if (this.db.open && this.db.inTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  isUsable(): boolean {
    try {
      this.checkUsable();
      return true;
    } catch {
      return false;
    }
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
