import Database from 'better-sqlite3';
import { createHmac, randomBytes } from 'node:crypto';
import {
  HELD_LIMITS,
  HELD_NOTICE,
  HELD_RETRY_AFTER_MS,
  type HeldLimits,
  type HeldMessageStore,
  type HeldNotice,
  type HeldSelection,
  type HeldSummary,
  type SenderNetworks,
  type AddOptions,
  type AddResult,
  type InboxFilter,
  type MessageState,
  type MessageStore,
  type NewMessage,
  type WaitOptions,
} from '../types';
import { SqliteDeliveryQueue } from './deliveries';
import { SqliteEngine } from '../engines/sqlite';
import { iso, retryFor, type Retry } from './database';
import { asMessage, MESSAGE_COLUMNS } from './migrations';
import { moveOldPageViews } from './old-page-views';
import type { SqlitePageViewStore } from './page-views';

export { DATABASE_FILE } from '../engines/sqlite';

export type SqliteMessageStoreOptions = {
  readonly?: boolean;
  busyTimeoutMs?: number;
  movePageViewsTo?: SqlitePageViewStore;
};

// Apart from page views, so a flood of views never takes a message's room. synchronous = FULL:
// whatever the caller acknowledges survives the process being killed.
/** The messages' file, upgraded by its migrations unless read only; private links live in it too. */
export function openMessagesFile(
  dir: string,
  options: { readonly: boolean; busyTimeoutMs: number },
) {
  const { file, db } = new SqliteEngine(dir, { file: 'main', ...options }, (db) => {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  });
  return { file, db };
}

export class SqliteMessageStore implements MessageStore {
  readonly file: string;
  private readonly db: Database.Database;
  private readonly secret: Buffer;
  private readonly retry: Retry;
  readonly held: SqliteHeldMessages;
  readonly deliveries: SqliteDeliveryQueue;

  constructor(
    dir: string,
    {
      readonly = false,
      busyTimeoutMs = readonly ? 5000 : 0,
      movePageViewsTo,
    }: SqliteMessageStoreOptions = {},
  ) {
    ({ file: this.file, db: this.db } = openMessagesFile(dir, { readonly, busyTimeoutMs }));
    try {
      this.secret = this.readSecret(readonly);
      if (!readonly) moveOldPageViews(this.db, movePageViewsTo);
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.retry = retryFor(busyTimeoutMs);
    this.held = new SqliteHeldMessages(this.db, this.retry);
    this.deliveries = new SqliteDeliveryQueue(this.db, this.retry);
  }

  private readSecret(readonly: boolean): Buffer {
    const row = this.db.prepare(`SELECT value FROM meta WHERE key = 'sender_salt'`).get() as
      { value: string } | undefined;
    if (row) return Buffer.from(row.value, 'hex');
    if (readonly) return Buffer.alloc(0);
    const salt = randomBytes(32).toString('hex');
    this.db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('sender_salt', ?)`).run(salt);
    return this.readSecret(readonly);
  }

  hashSender(address: string): string {
    return createHmac('sha256', this.secret).update(address).digest('hex').slice(0, 32);
  }

  // Over the site-wide limit a message is held, not refused: a visitor caught in a flood loses
  // nothing. Counts and insert share one transaction so concurrent requests cannot slip past.
  addMessage(
    input: NewMessage,
    senderHash: string,
    {
      now = new Date(),
      block = '',
      wide = '',
      perSender = null,
      site = null,
      held: heldLimits = HELD_LIMITS,
    }: AddOptions = {},
  ): Promise<AddResult> {
    const since = (windowMs: number) => iso(new Date(now.getTime() - windowMs));
    const count = (sql: string, ...values: string[]) =>
      (
        this.db.prepare(`SELECT COUNT(*) AS count FROM messages WHERE ${sql}`).get(...values) as {
          count: number;
        }
      ).count;
    const add = () =>
      this.db.transaction((): AddResult => {
        if (
          perSender &&
          count('sender_hash = ? AND received_at > ?', senderHash, since(perSender.windowMs)) >=
            perSender.max
        ) {
          return { stored: false, reason: 'sender', retryAfterMs: perSender.windowMs };
        }
        const held = !!site && count('received_at > ?', since(site.windowMs)) >= site.max;
        const over = held ? this.held.over(senderHash, { block, wide }, heldLimits) : null;
        if (over) {
          return { stored: false, reason: `held-${over}`, retryAfterMs: HELD_RETRY_AFTER_MS };
        }
        const { lastInsertRowid } = this.db
          .prepare(
            `INSERT INTO messages (received_at, name, email, subject, message, offer, language, sender_hash, block_hash, wide_hash, next_delivery_at, held)
             VALUES (@receivedAt, @name, @email, @subject, @message, @offer, @language, @senderHash, @block, @wide, @due, @held)`,
          )
          .run({
            ...input,
            language: input.language ?? null,
            senderHash,
            block,
            wide,
            receivedAt: iso(now),
            due: held ? null : iso(now),
            held: held ? 1 : 0,
          });
        if (held) this.held.evictOver(heldLimits.total);
        return { stored: true, id: Number(lastInsertRowid), held };
      });
    return this.retry(() => add().immediate());
  }

  listMessages({ since, limit = -1 }: { since?: Date; limit?: number } = {}) {
    return this.retry(() =>
      this.db
        .prepare(
          `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE received_at >= ?
         ORDER BY received_at DESC, id DESC LIMIT ?`,
        )
        .all(since ? iso(since) : '', limit)
        .map(asMessage),
    );
  }

  inbox({ state, offer, limit, offset = 0 }: InboxFilter) {
    const where: string[] = [];
    const values: (string | number)[] = [];
    const add = (condition: string, ...given: string[]) => {
      where.push(condition);
      values.push(...given);
    };
    if (state === 'held') add('held = 1');
    else if (state) add('held = 0 AND state = ?', state);
    if (offer === '') add('offer IS NULL');
    else if (offer) add('offer = ?', offer);
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return this.retry(() => {
      const { total } = this.db
        .prepare(`SELECT COUNT(*) AS total FROM messages ${sql}`)
        .get(...values) as { total: number };
      const messages = this.db
        .prepare(
          `SELECT ${MESSAGE_COLUMNS} FROM messages ${sql}
           ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...values, limit, offset)
        .map(asMessage);
      return { messages, total };
    });
  }

  message(id: number) {
    return this.retry(() => {
      const row = this.db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id = ?`).get(id);
      return row ? asMessage(row) : null;
    });
  }

  setState(id: number, state: MessageState) {
    return this.retry(
      () =>
        this.db.prepare(`UPDATE messages SET state = ? WHERE id = ?`).run(state, id).changes > 0,
    );
  }

  remove(id: number) {
    return this.retry(
      () => this.db.prepare(`DELETE FROM messages WHERE id = ?`).run(id).changes > 0,
    );
  }

  perOffer({ from, to }: { from: Date; to: Date }) {
    return this.retry(
      () =>
        this.db
          .prepare(
            `SELECT offer, COUNT(*) AS messages FROM messages
             WHERE received_at >= ? AND received_at < ? AND held = 0 AND state <> 'spam'
             GROUP BY offer ORDER BY messages DESC, offer`,
          )
          .all(iso(from), iso(to)) as { offer: string | null; messages: number }[],
    );
  }

  countMessages(): Promise<number> {
    return this.retry(
      () =>
        (this.db.prepare(`SELECT COUNT(*) AS count FROM messages`).get() as { count: number })
          .count,
    );
  }

  prune(before: Date): Promise<number> {
    return this.retry(
      () => this.db.prepare(`DELETE FROM messages WHERE received_at < ?`).run(iso(before)).changes,
    );
  }

  // A write rolled back at once, so a read-only file or a closed or locked database shows up here.
  async checkUsable({ maxWaitMs }: WaitOptions = {}) {
    await this.retry(() => {
      try {
        this.db.prepare('SELECT COUNT(*) FROM messages').get();
        this.db.exec('BEGIN IMMEDIATE');
        this.db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('health', '')`).run();
        this.db.exec('ROLLBACK');
      } catch (error) {
        if (this.db.open && this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    }, maxWaitMs);
  }

  close() {
    if (this.db.open) this.db.close();
  }
}

// Held messages: kept in the same file, taken or refused in the same transaction.
const NOTICE_KEY = 'held_notice_at';

export class SqliteHeldMessages implements HeldMessageStore {
  constructor(
    private readonly db: Database.Database,
    private readonly retry: Retry,
  ) {}

  private count(where: string, value: string): number {
    const sql = `SELECT COUNT(*) AS count FROM messages WHERE held = 1 AND ${where} = ?`;
    return (this.db.prepare(sql).get(value) as { count: number }).count;
  }

  over(
    sender: string,
    { block, wide }: SenderNetworks,
    limits: HeldLimits,
  ): 'sender' | 'block' | 'wide' | null {
    if (this.count('sender_hash', sender) >= limits.perSender) return 'sender';
    // Messages from before networks were recorded have none, and are no network's.
    if (block && this.count('block_hash', block) >= limits.perBlock) return 'block';
    if (wide && this.count('wide_hash', wide) >= limits.perWide) return 'wide';
    return null;
  }

  // The range holding the most, then its network holding the most, loses its oldest: a flood
  // displaces only its own messages, however many networks it is spread over.
  evictOver(total: number): number {
    const largest = this.db.prepare(
      `SELECT block_hash AS block FROM messages WHERE held = 1 AND wide_hash =
         (SELECT wide_hash FROM messages WHERE held = 1
          GROUP BY wide_hash ORDER BY COUNT(*) DESC, MIN(id) LIMIT 1)
       GROUP BY block_hash ORDER BY COUNT(*) DESC, MIN(id) LIMIT 1`,
    );
    const oldestOf = this.db.prepare(
      `DELETE FROM messages WHERE id =
         (SELECT MIN(id) FROM messages WHERE held = 1 AND block_hash = ?)`,
    );
    let evicted = 0;
    while (this.current().count > total) {
      const { block } = largest.get() as { block: string };
      evicted += oldestOf.run(block).changes;
    }
    return evicted;
  }

  summary(): Promise<HeldSummary> {
    return this.retry(() => this.current());
  }

  private current(): HeldSummary {
    return this.db
      .prepare(`SELECT COUNT(*) AS count, MIN(received_at) AS oldest FROM messages WHERE held = 1`)
      .get() as HeldSummary;
  }

  private selected(which: HeldSelection) {
    return which === 'all'
      ? { sql: '', values: [] }
      : { sql: 'AND id IN (SELECT value FROM json_each(?))', values: [JSON.stringify(which)] };
  }

  release(which: HeldSelection, now = new Date()): Promise<number[]> {
    const { sql, values } = this.selected(which);
    return this.retry(() =>
      this.db
        .prepare(
          `UPDATE messages SET held = 0, next_delivery_at = ? WHERE held = 1 ${sql} RETURNING id`,
        )
        .all(iso(now), ...values)
        .map((row) => (row as { id: number }).id)
        .sort((a, b) => a - b),
    );
  }

  remove(which: HeldSelection): Promise<number[]> {
    const { sql, values } = this.selected(which);
    return this.retry(() =>
      this.db
        .prepare(`DELETE FROM messages WHERE held = 1 ${sql} RETURNING id`)
        .all(...values)
        .map((row) => (row as { id: number }).id)
        .sort((a, b) => a - b),
    );
  }

  private lastNotice(): string | null {
    const row = this.db.prepare(`SELECT value FROM meta WHERE key = ?`).get(NOTICE_KEY) as
      { value: string } | undefined;
    return row?.value ?? null;
  }

  private noticeDue(now: Date, everyMs: number): boolean {
    const last = this.lastNotice();
    if (last && now.getTime() - Date.parse(last) < everyMs) return false;
    const since = this.db
      .prepare(`SELECT 1 FROM messages WHERE held = 1 AND received_at > ? LIMIT 1`)
      .get(last ?? '');
    return !!since;
  }

  // Recorded before sending so two processes never both send it; unclaimNotice undoes a failure.
  claimNotice(now = new Date(), everyMs: number = HELD_NOTICE.everyMs): Promise<HeldNotice | null> {
    return this.retry(() => {
      // Read first: a flood asks on every held message, and most answers are "not yet".
      if (!this.noticeDue(now, everyMs)) return null;
      return this.db
        .transaction(() => {
          if (!this.noticeDue(now, everyMs)) return null;
          const previous = this.lastNotice();
          this.db
            .prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)`)
            .run(NOTICE_KEY, iso(now));
          return { ...this.current(), previous };
        })
        .immediate();
    });
  }

  async unclaimNotice(previous: string | null) {
    await this.retry(() => {
      if (previous === null) this.db.prepare(`DELETE FROM meta WHERE key = ?`).run(NOTICE_KEY);
      else this.db.prepare(`UPDATE meta SET value = ? WHERE key = ?`).run(previous, NOTICE_KEY);
    });
  }
}
