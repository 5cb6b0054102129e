import type Database from 'better-sqlite3';
import { SqliteEngine } from '../engines/sqlite';
import { DEFAULT_MAX_BYTES, SqlPageViewStore } from '../page-views';

export { PAGE_VIEWS_FILE } from '../engines/sqlite';
export { DEFAULT_MAX_BYTES } from '../page-views';

function setUp(db: Database.Database, maxBytes: number) {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // max_page_count does not cover the write-ahead log: these keep it small.
  db.pragma('wal_autocheckpoint = 100');
  db.pragma(`journal_size_limit = ${1024 ** 2}`);
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.pragma(`max_page_count = ${Math.max(64, Math.floor(maxBytes / pageSize))}`);
}

/** A hard size: SQLite refuses to grow the file past `maxBytes` (max_page_count), and the oldest
 * rows make room. A page view lost in a power cut matters little, hence synchronous=NORMAL. */
export class SqlitePageViewStore extends SqlPageViewStore {
  readonly file: string;
  readonly maxBytes: number;
  declare protected readonly engine: SqliteEngine;

  constructor(
    dir: string,
    {
      readonly = false,
      maxBytes = DEFAULT_MAX_BYTES,
      busyTimeoutMs = readonly ? 5000 : 0,
    }: { readonly?: boolean; maxBytes?: number; busyTimeoutMs?: number } = {},
  ) {
    const engine = new SqliteEngine(dir, { file: 'page-views', readonly, busyTimeoutMs }, (db) =>
      setUp(db, maxBytes),
    );
    const columns = engine.db.prepare(`PRAGMA table_info(page_views)`).all() as { name: string }[];
    super(engine, {
      maxRows: null,
      readonly,
      referrers: columns.some((column) => column.name === 'referrer'),
    });
    this.file = engine.file;
    this.maxBytes = maxBytes;
  }

  get connection() {
    return this.engine.db;
  }

  close() {
    this.engine.close();
  }
}
