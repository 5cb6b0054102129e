import { iso } from '../sqlite/database';
import type { DeliveryQueue, StoredMessage } from '../types';
import type { PostgresDatabase } from './database';
import { asMessage, isMessageId, MESSAGE_COLUMNS } from './message-rows';

export class PostgresDeliveryQueue implements DeliveryQueue {
  constructor(private readonly db: PostgresDatabase) {}

  // Rows another instance is leasing are skipped rather than waited for, and a row leased while
  // this one looked is checked again under its lock: no message goes to two instances.
  async claim(now: Date, leaseUntil: Date, max = 10): Promise<StoredMessage[]> {
    const rows = await this.db.query(
      `UPDATE messages SET next_delivery_at = $1 WHERE id IN (
         SELECT id FROM messages
         WHERE delivered_at IS NULL AND next_delivery_at IS NOT NULL AND next_delivery_at <= $2
         ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING ${MESSAGE_COLUMNS}`,
      [iso(leaseUntil), iso(now), max],
    );
    return rows.map(asMessage).sort((a, b) => a.id - b.id);
  }

  async delivered(id: number, now = new Date()) {
    if (!isMessageId(id)) return;
    await this.db.query(
      `UPDATE messages SET delivered_at = $1, next_delivery_at = NULL, delivery_error = NULL,
       delivery_attempts = delivery_attempts + 1 WHERE id = $2`,
      [iso(now), id],
    );
  }

  async failed(id: number, error: string, retryAt: Date | null) {
    if (!isMessageId(id)) return;
    await this.db.query(
      `UPDATE messages SET delivery_attempts = delivery_attempts + 1, delivery_error = $1,
       next_delivery_at = $2 WHERE id = $3`,
      [error.slice(0, 500), retryAt ? iso(retryAt) : null, id],
    );
  }
}
