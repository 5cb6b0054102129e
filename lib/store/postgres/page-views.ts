import { BYTES_PER_ROW, maxRowsFor, SqlPageViewStore } from '../page-views';
import type { PostgresDatabase } from './database';

export { BYTES_PER_ROW };

/** Bounded by rows rather than bytes; the pool is its opener's to close. */
export class PostgresPageViewStore extends SqlPageViewStore {
  readonly maxRows: number;

  constructor(db: PostgresDatabase, { maxBytes }: { maxBytes?: number } = {}) {
    const maxRows = maxRowsFor(maxBytes);
    super(db, { maxRows });
    this.maxRows = maxRows;
  }
}
