import { SqlMessageStore } from '../messages';
import type { PostgresDatabase } from './database';

/** The pool belongs to whoever opened the database, and is closed by them. */
export class PostgresMessageStore extends SqlMessageStore {
  constructor(db: PostgresDatabase) {
    super(db);
  }
}
