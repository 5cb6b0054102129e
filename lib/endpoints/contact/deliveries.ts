import type Database from 'better-sqlite3';
import { asMessage, iso, MESSAGE_COLUMNS, type StoredMessage } from './schema';

export class DeliveryQueue {
  constructor(private readonly db: Database.Database) {}

  // The lease keeps two processes from sending one message at once; a crash only delays it.
  claim(now: Date, leaseUntil: Date, max = 10): StoredMessage[] {
    return this.db
      .transaction(() => {
        const due = this.db
          .prepare(
            `SELECT ${MESSAGE_COLUMNS} FROM messages
             WHERE delivered_at IS NULL AND next_delivery_at IS NOT NULL AND next_delivery_at <= ?
             ORDER BY id LIMIT ?`,
          )
          .all(iso(now), max)
          .map(asMessage);
        const lease = this.db.prepare(`UPDATE messages SET next_delivery_at = ? WHERE id = ?`);
        due.forEach((message) => lease.run(iso(leaseUntil), message.id));
        return due;
      })
      .immediate();
  }

  delivered(id: number, now = new Date()) {
    this.db
      .prepare(
        `UPDATE messages SET delivered_at = ?, next_delivery_at = NULL, delivery_error = NULL,
         delivery_attempts = delivery_attempts + 1 WHERE id = ?`,
      )
      .run(iso(now), id);
  }

  /** `retryAt` null means no more attempts; the message stays stored. */
  failed(id: number, error: string, retryAt: Date | null) {
    this.db
      .prepare(
        `UPDATE messages SET delivery_attempts = delivery_attempts + 1, delivery_error = ?,
         next_delivery_at = ? WHERE id = ?`,
      )
      .run(error.slice(0, 500), retryAt ? iso(retryAt) : null, id);
  }
}
