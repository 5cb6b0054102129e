import type Database from 'better-sqlite3';
import { iso } from './schema';

export const HELD_LIMITS = {
  perSender: 5,
  /** So rotating addresses within a network gains nothing. */
  perBlock: 50,
  /** An IPv4 /16 or IPv6 /32: one holder of a whole range spreads over many networks in vain. */
  perWide: 100,
  total: 1000,
} as const;

export const HELD_RETRY_AFTER_MS = 3_600_000;

export type HeldLimits = { perSender: number; perBlock: number; perWide: number; total: number };

/** The hashed networks a sender is in: its /24 or /48, and the /16 or /32 around it. */
export type SenderNetworks = { block: string; wide: string };

export const HELD_NOTICE = { everyMs: 86_400_000, retryMs: 3_600_000 } as const;

export type HeldSummary = { count: number; oldest: string | null };

export type HeldSelection = number[] | 'all';

const NOTICE_KEY = 'held_notice_at';

export class HeldMessages {
  constructor(private readonly db: Database.Database) {}

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
    while (this.summary().count > total) {
      const { block } = largest.get() as { block: string };
      evicted += oldestOf.run(block).changes;
    }
    return evicted;
  }

  summary(): HeldSummary {
    return this.db
      .prepare(`SELECT COUNT(*) AS count, MIN(received_at) AS oldest FROM messages WHERE held = 1`)
      .get() as HeldSummary;
  }

  private selected(which: HeldSelection) {
    return which === 'all'
      ? { sql: '', values: [] }
      : { sql: 'AND id IN (SELECT value FROM json_each(?))', values: [JSON.stringify(which)] };
  }

  release(which: HeldSelection, now = new Date()): number[] {
    const { sql, values } = this.selected(which);
    return this.db
      .prepare(
        `UPDATE messages SET held = 0, next_delivery_at = ? WHERE held = 1 ${sql} RETURNING id`,
      )
      .all(iso(now), ...values)
      .map((row) => (row as { id: number }).id)
      .sort((a, b) => a - b);
  }

  remove(which: HeldSelection): number[] {
    const { sql, values } = this.selected(which);
    return this.db
      .prepare(`DELETE FROM messages WHERE held = 1 ${sql} RETURNING id`)
      .all(...values)
      .map((row) => (row as { id: number }).id)
      .sort((a, b) => a - b);
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
  claimNotice(
    now = new Date(),
    everyMs: number = HELD_NOTICE.everyMs,
  ): (HeldSummary & { previous: string | null }) | null {
    // Read first: a flood asks on every held message, and most answers are "not yet".
    if (!this.noticeDue(now, everyMs)) return null;
    return this.db
      .transaction(() => {
        if (!this.noticeDue(now, everyMs)) return null;
        const previous = this.lastNotice();
        this.db
          .prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)`)
          .run(NOTICE_KEY, iso(now));
        return { ...this.summary(), previous };
      })
      .immediate();
  }

  unclaimNotice(previous: string | null) {
    if (previous === null) this.db.prepare(`DELETE FROM meta WHERE key = ?`).run(NOTICE_KEY);
    else this.db.prepare(`UPDATE meta SET value = ? WHERE key = ?`).run(previous, NOTICE_KEY);
  }
}
