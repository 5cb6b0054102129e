import { SqlAdminStore } from '../admin';
import type { SqliteEngine } from '../engines/sqlite';
import { openMessagesEngine } from './messages';

/** The owner's sign-in: in the messages' file, so one backup holds the whole dashboard. */
export class SqliteAdminStore extends SqlAdminStore {
  readonly file: string;
  declare protected readonly engine: SqliteEngine;

  constructor(dir: string, { busyTimeoutMs = 0 }: { busyTimeoutMs?: number } = {}) {
    const engine = openMessagesEngine(dir, { readonly: false, busyTimeoutMs });
    super(engine);
    this.file = engine.file;
  }

  close() {
    this.engine.close();
  }
}
