import type Database from 'better-sqlite3';
import {
  HELD_NOTICE,
  type HeldLimits,
  type HeldMessageStore,
  type HeldNotice,
  type HeldSelection,
  type HeldSummary,
  type SenderNetworks,
} from '../types';
import type { Retry } from './lock-retry';
import { iso } from './rows';

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
