import Database from 'better-sqlite3';
import {
  PAGE_LABEL_MAX,
  PATH_MAX,
  REFERRER_MAX,
  type PageView,
  type PageViewStore,
  type PageViewTotals,
} from '../types';
import { SqliteEngine } from '../engines/sqlite';
import { iso, retryFor, type Retry } from './database';

export { PAGE_VIEWS_FILE } from '../engines/sqlite';

export const DEFAULT_MAX_BYTES = 256 * 1024 ** 2;

/** Rows per statement when pruning, so a large prune never holds the lock for long. */
const BATCH = 5_000;

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
export class SqlitePageViewStore implements PageViewStore {
  readonly file: string;
  readonly maxBytes: number;
  private readonly db: Database.Database;
  private readonly insert: Database.Statement | null = null;
  private readonly retry: Retry;

  constructor(
    dir: string,
    {
      readonly = false,
      maxBytes = DEFAULT_MAX_BYTES,
      busyTimeoutMs = readonly ? 5000 : 0,
    }: {
      readonly?: boolean;
      maxBytes?: number;
      busyTimeoutMs?: number;
    } = {},
  ) {
    this.maxBytes = maxBytes;
    this.retry = retryFor(busyTimeoutMs);
    ({ file: this.file, db: this.db } = new SqliteEngine(
      dir,
      { file: 'page-views', readonly, busyTimeoutMs },
      (db) => setUp(db, maxBytes),
    ));
    if (readonly) return;
    this.insert = this.db.prepare(
      `INSERT INTO page_views (viewed_at, page, path, referrer) VALUES (?, ?, ?, ?)`,
    );
  }

  get connection() {
    return this.db;
  }

  add(pageView: PageView, now = new Date()): Promise<boolean> {
    const row = [
      iso(now),
      [...pageView.page].slice(0, PAGE_LABEL_MAX).join(''),
      pageView.path.slice(0, PATH_MAX),
      pageView.referrer?.slice(0, REFERRER_MAX) ?? null,
    ];
    return this.retry(() => {
      if (!this.insert) throw new Error('page views cannot be recorded in a read-only store');
      for (const last of [false, true]) {
        try {
          this.insert.run(...row);
          return true;
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_FULL') throw error;
          if (!last) this.dropOldest();
        }
      }
      return false;
    });
  }

  /** Ids only grow, so the lowest are the oldest. */
  private dropOldest() {
    const { first, last } = this.db
      .prepare(`SELECT MIN(id) AS first, MAX(id) AS last FROM page_views`)
      .get() as { first: number | null; last: number | null };
    if (first === null || last === null) return;
    const upTo = first + Math.max(100, Math.ceil((last - first + 1) / 20));
    this.db.prepare(`DELETE FROM page_views WHERE id < ?`).run(upTo);
  }

  async prune(before: Date): Promise<number> {
    const step = this.db.prepare(
      `DELETE FROM page_views WHERE id IN
         (SELECT id FROM page_views WHERE viewed_at < ? ORDER BY viewed_at LIMIT ${BATCH})`,
    );
    let deleted = 0;
    for (;;) {
      const { changes } = await this.retry(() => step.run(iso(before)));
      deleted += changes;
      if (changes < BATCH) return deleted;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  count(): Promise<number> {
    return this.retry(
      () =>
        (this.db.prepare(`SELECT COUNT(*) AS count FROM page_views`).get() as { count: number })
          .count,
    );
  }

  totals({ from, to }: { from: Date; to: Date }, { top = -1 } = {}): Promise<PageViewTotals> {
    const range = [iso(from), iso(to)];
    const inRange = 'viewed_at >= ? AND viewed_at < ?';
    return this.retry(() => {
      const count = (where: string) =>
        (
          this.db
            .prepare(`SELECT COUNT(*) AS count FROM page_views WHERE ${where}`)
            .get(...range) as {
            count: number;
          }
        ).count;
      const byPage = this.db
        .prepare(
          `SELECT page, COUNT(*) AS views FROM page_views WHERE ${inRange}
           GROUP BY page ORDER BY views DESC, page LIMIT ?`,
        )
        .all(...range, top) as PageViewTotals['byPage'];
      const byDay = this.db
        .prepare(
          `SELECT substr(viewed_at, 1, 10) AS day, COUNT(*) AS views FROM page_views
           WHERE ${inRange} GROUP BY day ORDER BY day`,
        )
        .all(...range) as PageViewTotals['byDay'];
      // A file read as it is (`npm run stats`) may predate the column.
      const referrers = this.hasReferrers();
      const byReferrer = !referrers
        ? []
        : (this.db
            .prepare(
              `SELECT referrer, COUNT(*) AS views FROM page_views
               WHERE ${inRange} AND referrer IS NOT NULL
               GROUP BY referrer ORDER BY views DESC, referrer LIMIT ?`,
            )
            .all(...range, top) as PageViewTotals['byReferrer']);
      return {
        byPage,
        byDay,
        byReferrer,
        fromOtherSites: referrers ? count(`${inRange} AND referrer IS NOT NULL`) : 0,
        total: count(inRange),
      };
    });
  }

  private hasReferrers() {
    const columns = this.db.prepare(`PRAGMA table_info(page_views)`).all() as { name: string }[];
    return columns.some((column) => column.name === 'referrer');
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
