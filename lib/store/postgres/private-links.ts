import { SqlPrivateLinkStore } from '../private-links';
import type { PrivateLinkLimits } from '../types';
import type { PostgresDatabase } from './database';

/** The pool is its opener's to close. */
export class PostgresPrivateLinkStore extends SqlPrivateLinkStore {
  constructor(db: PostgresDatabase, limits: Partial<PrivateLinkLimits> = {}) {
    super(db, limits);
  }
}
