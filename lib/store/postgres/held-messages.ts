import { iso } from '../sqlite/database';
import {
  HELD_NOTICE,
  type HeldLimits,
  type HeldMessageStore,
  type HeldNotice,
  type HeldSelection,
  type HeldSummary,
  type SenderNetworks,
} from '../types';
import { LOCKS, type PostgresDatabase, type Queryable } from './database';
import { isMessageId } from './message-rows';

const NOTICE_KEY = 'held_notice_at';

const current = async (db: Queryable): Promise<HeldSummary> =>
  (await db.one<HeldSummary>(
    `SELECT count(*) AS count, min(received_at) AS oldest FROM messages WHERE held`,
  ))!;

/** Which cap a new held message from `sender` would pass, in the caller's transaction. */
export async function heldOver(
  db: Queryable,
  sender: string,
  { block, wide }: SenderNetworks,
  limits: HeldLimits,
): Promise<'sender' | 'block' | 'wide' | null> {
  const count = async (column: string, value: string) =>
    (await db.one<{ count: number }>(
      `SELECT count(*) AS count FROM messages WHERE held AND ${column} = $1`,
      [value],
    ))!.count;
  if ((await count('sender_hash', sender)) >= limits.perSender) return 'sender';
  // Messages from before networks were recorded have none, and are no network's.
  if (block && (await count('block_hash', block)) >= limits.perBlock) return 'block';
  if (wide && (await count('wide_hash', wide)) >= limits.perWide) return 'wide';
  return null;
}

// The range holding the most, then its network holding the most, loses its oldest: a flood
// displaces only its own messages, however many networks it is spread over.
export async function evictHeldOver(db: Queryable, total: number): Promise<number> {
  let evicted = 0;
  while ((await current(db)).count > total) {
    const gone = await db.query(
      `DELETE FROM messages WHERE id = (
         SELECT min(id) FROM messages WHERE held AND block_hash = (
           SELECT block_hash FROM messages WHERE held AND wide_hash =
             (SELECT wide_hash FROM messages WHERE held
              GROUP BY wide_hash ORDER BY count(*) DESC, min(id) LIMIT 1)
           GROUP BY block_hash ORDER BY count(*) DESC, min(id) LIMIT 1))
       RETURNING id`,
    );
    if (!gone.length) break;
    evicted += gone.length;
  }
  return evicted;
}

const selected = (which: HeldSelection, first: number) =>
  which === 'all'
    ? { sql: '', values: [] }
    : { sql: `AND id = ANY($${first}::integer[])`, values: [which.filter(isMessageId)] };

const ids = (rows: { id: number }[]) => rows.map(({ id }) => id).sort((a, b) => a - b);

export class PostgresHeldMessages implements HeldMessageStore {
  constructor(private readonly db: PostgresDatabase) {}

  summary(): Promise<HeldSummary> {
    return current(this.db);
  }

  async release(which: HeldSelection, now = new Date()): Promise<number[]> {
    const { sql, values } = selected(which, 2);
    return ids(
      await this.db.query<{ id: number }>(
        `UPDATE messages SET held = false, next_delivery_at = $1 WHERE held ${sql} RETURNING id`,
        [iso(now), ...values],
      ),
    );
  }

  async remove(which: HeldSelection): Promise<number[]> {
    const { sql, values } = selected(which, 1);
    return ids(
      await this.db.query<{ id: number }>(
        `DELETE FROM messages WHERE held ${sql} RETURNING id`,
        values,
      ),
    );
  }

  private async lastNotice(db: Queryable): Promise<string | null> {
    const row = await db.one<{ value: string }>(`SELECT value FROM meta WHERE key = $1`, [
      NOTICE_KEY,
    ]);
    return row?.value ?? null;
  }

  private async noticeDue(db: Queryable, now: Date, everyMs: number): Promise<boolean> {
    const last = await this.lastNotice(db);
    if (last && now.getTime() - Date.parse(last) < everyMs) return false;
    const since = await db.one(
      `SELECT 1 FROM messages WHERE held AND ($1::timestamptz IS NULL OR received_at > $1) LIMIT 1`,
      [last],
    );
    return !!since;
  }

  // Recorded before sending so two instances never both send it; unclaimNotice undoes a failure.
  async claimNotice(
    now = new Date(),
    everyMs: number = HELD_NOTICE.everyMs,
  ): Promise<HeldNotice | null> {
    // Read first: a flood asks on every held message, and most answers are "not yet".
    if (!(await this.noticeDue(this.db, now, everyMs))) return null;
    return this.db.write(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [LOCKS.heldNotice]);
      if (!(await this.noticeDue(db, now, everyMs))) return null;
      const previous = await this.lastNotice(db);
      await db.query(
        `INSERT INTO meta (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [NOTICE_KEY, iso(now)],
      );
      return { ...(await current(db)), previous };
    });
  }

  async unclaimNotice(previous: string | null) {
    if (previous === null) await this.db.query(`DELETE FROM meta WHERE key = $1`, [NOTICE_KEY]);
    else await this.db.query(`UPDATE meta SET value = $1 WHERE key = $2`, [previous, NOTICE_KEY]);
  }
}
