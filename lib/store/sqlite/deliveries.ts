import type Database from 'better-sqlite3';
import type { DeliveryQueue, StoredMessage } from '../types';
import { ifFree, iso, type Retry } from './database';
import { asMessage, MESSAGE_COLUMNS } from './migrations';

export class SqliteDeliveryQueue implements DeliveryQueue {
  constructor(
    private readonly db: Database.Database,
    private readonly retry: Retry,
  ) {}

  // The lease keeps two processes from sending one message at once; a crash only delays it.
  claim(now: Date, leaseUntil: Date, max = 10): StoredMessage[] | Promise<StoredMessage[]> {
    const claim = () =>
      this.db
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
    return ifFree(claim) ?? this.retry(claim);
  }

  async delivered(id: number, now = new Date()) {
    await this.retry(() =>
      this.db
        .prepare(
          `UPDATE messages SET delivered_at = ?, next_delivery_at = NULL, delivery_error = NULL,
         delivery_attempts = delivery_attempts + 1 WHERE id = ?`,
        )
        .run(iso(now), id),
    );
  }

  async failed(id: number, error: string, retryAt: Date | null) {
    await this.retry(() =>
      this.db
        .prepare(
          `UPDATE messages SET delivery_attempts = delivery_attempts + 1, delivery_error = ?,
         next_delivery_at = ? WHERE id = ?`,
        )
        .run(error.slice(0, 500), retryAt ? iso(retryAt) : null, id),
    );
  }
}
