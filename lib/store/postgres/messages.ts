import { createHmac, randomBytes } from 'node:crypto';
import { iso } from '../sqlite/database';
import {
  HELD_LIMITS,
  HELD_RETRY_AFTER_MS,
  type AddOptions,
  type AddResult,
  type InboxFilter,
  type MessageState,
  type MessageStore,
  type NewMessage,
  type WaitOptions,
} from '../types';
import { LOCKS, type PostgresDatabase } from './database';
import { PostgresDeliveryQueue } from './deliveries';
import { evictHeldOver, heldOver, PostgresHeldMessages } from './held-messages';
import { asMessage, isMessageId, MESSAGE_COLUMNS } from './message-rows';

/** Thrown inside checkUsable's transaction so that its write is rolled back. */
class Undo extends Error {}

/** Messages in the shared database: every instance of the site may take, list and send them. */
export class PostgresMessageStore implements MessageStore {
  readonly held: PostgresHeldMessages;
  readonly deliveries: PostgresDeliveryQueue;
  private secret: Buffer | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: PostgresDatabase) {
    this.held = new PostgresHeldMessages(db);
    this.deliveries = new PostgresDeliveryQueue(db);
  }

  /** Loads the salt every instance shares, making it on first use; hashSender needs it. */
  ready(): Promise<void> {
    this.loading ??= this.loadSecret().catch((error) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async loadSecret() {
    const read = () =>
      this.db.one<{ value: string }>(`SELECT value FROM meta WHERE key = 'sender_salt'`);
    let row = await read();
    if (!row) {
      await this.db.query(
        `INSERT INTO meta (key, value) VALUES ('sender_salt', $1) ON CONFLICT (key) DO NOTHING`,
        [randomBytes(32).toString('hex')],
      );
      row = await read();
    }
    this.secret = Buffer.from(row!.value, 'hex');
  }

  hashSender(address: string): string {
    if (!this.secret) {
      throw new Error('PostgresMessageStore.hashSender was called before ready() resolved');
    }
    return createHmac('sha256', this.secret).update(address).digest('hex').slice(0, 32);
  }

  // Over the site-wide limit a message is held, not refused. Every instance takes the same lock
  // before counting, so concurrent requests to several instances cannot slip past a limit.
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
    return this.db.write(async (db): Promise<AddResult> => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [LOCKS.addMessage]);
      const count = async (sql: string, ...values: string[]) =>
        (await db.one<{ count: number }>(
          `SELECT count(*) AS count FROM messages WHERE ${sql}`,
          values,
        ))!.count;
      if (
        perSender &&
        (await count(
          'sender_hash = $1 AND received_at > $2',
          senderHash,
          since(perSender.windowMs),
        )) >= perSender.max
      ) {
        return { stored: false, reason: 'sender', retryAfterMs: perSender.windowMs };
      }
      const held = !!site && (await count('received_at > $1', since(site.windowMs))) >= site.max;
      const over = held ? await heldOver(db, senderHash, { block, wide }, heldLimits) : null;
      if (over) {
        return { stored: false, reason: `held-${over}`, retryAfterMs: HELD_RETRY_AFTER_MS };
      }
      const { id } = (await db.one<{ id: number }>(
        `INSERT INTO messages (received_at, name, email, subject, message, offer, language,
           sender_hash, block_hash, wide_hash, next_delivery_at, held)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          iso(now),
          input.name,
          input.email,
          input.subject,
          input.message,
          input.offer,
          input.language ?? null,
          senderHash,
          block,
          wide,
          held ? null : iso(now),
          held,
        ],
      ))!;
      if (held) await evictHeldOver(db, heldLimits.total);
      return { stored: true, id, held };
    });
  }

  async listMessages({ since, limit = -1 }: { since?: Date; limit?: number } = {}) {
    const rows = await this.db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages
       WHERE $1::timestamptz IS NULL OR received_at >= $1
       ORDER BY received_at DESC, id DESC LIMIT $2`,
      [since ? iso(since) : null, limit < 0 ? null : limit],
    );
    return rows.map(asMessage);
  }

  async inbox({ state, offer, limit, offset = 0 }: InboxFilter) {
    const where: string[] = [];
    const values: unknown[] = [];
    const add = (condition: string, ...given: string[]) => {
      values.push(...given);
      where.push(condition.replace('?', `$${values.length}`));
    };
    if (state === 'held') add('held');
    else if (state) add('NOT held AND state = ?', state);
    if (offer === '') add('offer IS NULL');
    else if (offer) add('offer = ?', offer);
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [counted, rows] = await Promise.all([
      this.db.one<{ total: number }>(`SELECT count(*) AS total FROM messages ${sql}`, values),
      this.db.query(
        `SELECT ${MESSAGE_COLUMNS} FROM messages ${sql}
         ORDER BY received_at DESC, id DESC
         LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, limit < 0 ? null : limit, Math.max(0, offset)],
      ),
    ]);
    return { messages: rows.map(asMessage), total: counted!.total };
  }

  async message(id: number) {
    if (!isMessageId(id)) return null;
    const row = await this.db.one(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE id = $1`, [id]);
    return row ? asMessage(row) : null;
  }

  async setState(id: number, state: MessageState) {
    if (!isMessageId(id)) return false;
    const rows = await this.db.query(`UPDATE messages SET state = $1 WHERE id = $2 RETURNING id`, [
      state,
      id,
    ]);
    return rows.length > 0;
  }

  async remove(id: number) {
    if (!isMessageId(id)) return false;
    return (
      (await this.db.query(`DELETE FROM messages WHERE id = $1 RETURNING id`, [id])).length > 0
    );
  }

  // Offers sorted byte by byte, null first, as SQLite sorts them whatever the database's locale.
  perOffer({ from, to }: { from: Date; to: Date }) {
    return this.db.query<{ offer: string | null; messages: number }>(
      `SELECT offer, count(*) AS messages FROM messages
       WHERE received_at >= $1 AND received_at < $2 AND NOT held AND state <> 'spam'
       GROUP BY offer ORDER BY messages DESC, offer COLLATE "C" NULLS FIRST`,
      [iso(from), iso(to)],
    );
  }

  async countMessages(): Promise<number> {
    return (await this.db.one<{ count: number }>(`SELECT count(*) AS count FROM messages`))!.count;
  }

  async prune(before: Date): Promise<number> {
    const row = await this.db.one<{ count: number }>(
      `WITH gone AS (DELETE FROM messages WHERE received_at < $1 RETURNING 1)
       SELECT count(*) AS count FROM gone`,
      [iso(before)],
    );
    return row!.count;
  }

  // A write rolled back at once, so a database that is unreachable, read only or refusing
  // writes shows up here; a lock held elsewhere is waited for no longer than `maxWaitMs`.
  async checkUsable({ maxWaitMs }: WaitOptions = {}) {
    try {
      await this.db.write(async (db) => {
        if (maxWaitMs !== undefined) {
          await db.query(`SELECT set_config('lock_timeout', $1, true)`, [
            `${Math.max(1, Math.round(maxWaitMs))}ms`,
          ]);
        }
        await db.query('SELECT 1 FROM messages LIMIT 1');
        await db.query(
          `INSERT INTO meta (key, value) VALUES ('health', '')
           ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        );
        throw new Undo();
      });
    } catch (error) {
      if (!(error instanceof Undo)) throw error;
    }
  }

  /** The pool belongs to whoever opened the database, and is closed by them. */
  close() {}
}
