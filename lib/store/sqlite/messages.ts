import { SqliteEngine } from '../engines/sqlite';
import { SqlMessageStore } from '../messages';
import { moveOldPageViews } from './old-page-views';
import type { SqlitePageViewStore } from './page-views';

export { DATABASE_FILE } from '../engines/sqlite';

export type SqliteMessageStoreOptions = {
  readonly?: boolean;
  busyTimeoutMs?: number;
  movePageViewsTo?: SqlitePageViewStore;
};

// Apart from page views, so a flood of views never takes a message's room. synchronous = FULL:
// whatever the caller acknowledges survives the process being killed.
/** The messages' file, upgraded by its migrations unless read only; private links live in it too. */
export function openMessagesEngine(
  dir: string,
  options: { readonly: boolean; busyTimeoutMs: number },
) {
  return new SqliteEngine(dir, { file: 'main', ...options }, (db) => {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  });
}

export function openMessagesFile(
  dir: string,
  options: { readonly: boolean; busyTimeoutMs: number },
) {
  const { file, db } = openMessagesEngine(dir, options);
  return { file, db };
}

export class SqliteMessageStore extends SqlMessageStore {
  readonly file: string;
  declare protected readonly engine: SqliteEngine;

  constructor(
    dir: string,
    {
      readonly = false,
      busyTimeoutMs = readonly ? 5000 : 0,
      movePageViewsTo,
    }: SqliteMessageStoreOptions = {},
  ) {
    const engine = openMessagesEngine(dir, { readonly, busyTimeoutMs });
    super(engine);
    this.file = engine.file;
    try {
      this.secret = engine.drive(this.loadSecret(readonly));
      if (!readonly) moveOldPageViews(engine.db, movePageViewsTo);
    } catch (error) {
      engine.close();
      throw error;
    }
  }

  close() {
    this.engine.close();
  }
}
