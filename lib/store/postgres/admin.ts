import { SqlAdminStore } from '../admin';
import type { PostgresDatabase } from './database';

/** The database is shared by every store: whoever opened it closes it. */
export class PostgresAdminStore extends SqlAdminStore {
  constructor(db: PostgresDatabase) {
    super(db);
  }
}
