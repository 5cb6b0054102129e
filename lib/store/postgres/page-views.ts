import { iso } from '../sqlite/database';
import { DEFAULT_MAX_BYTES } from '../sqlite/page-views';
import {
  PAGE_LABEL_MAX,
  PATH_MAX,
  REFERRER_MAX,
  type PageView,
  type PageViewStore,
  type PageViewTotals,
} from '../types';
import type { PostgresDatabase } from './database';

/** What one page view takes with its share of the indexes, measured on realistic rows, with room
 * for the dead rows autovacuum has yet to reclaim: it turns `maxBytes` into a number of rows. */
export const BYTES_PER_ROW = 256;

/** Rows per statement when pruning, so a large prune never holds its locks for long. */
const BATCH = 5_000;

const MIN_ROWS = 1_000;

/** Bounded by rows rather than bytes: ids only grow, so the new row's id less min(id), one index
 * probe, counts the rows at most; past the budget the oldest 5% make room, as in the SQLite file. */
export class PostgresPageViewStore implements PageViewStore {
  readonly maxRows: number;

  constructor(
    private readonly db: PostgresDatabase,
    { maxBytes = DEFAULT_MAX_BYTES }: { maxBytes?: number } = {},
  ) {
    this.maxRows = Math.max(MIN_ROWS, Math.floor(maxBytes / BYTES_PER_ROW));
  }

  async add(pageView: PageView, now = new Date()): Promise<boolean> {
    // The sub-select sees the table as it was before this row, which is all it needs.
    const added = await this.db.one<{ id: number; first: number | null }>(
      `WITH added AS (
         INSERT INTO page_views (viewed_at, page, path, referrer) VALUES ($1, $2, $3, $4)
         RETURNING id)
       SELECT id, (SELECT min(id) FROM page_views) AS first FROM added`,
      [
        iso(now),
        [...pageView.page].slice(0, PAGE_LABEL_MAX).join(''),
        pageView.path.slice(0, PATH_MAX),
        pageView.referrer?.slice(0, REFERRER_MAX) ?? null,
      ],
    );
    if (!added) throw new Error('the page view was not stored');
    const first = added.first ?? added.id;
    const span = added.id - first + 1;
    if (span > this.maxRows) {
      const upTo = first + Math.max(100, Math.ceil(span / 20));
      await this.db.query(`DELETE FROM page_views WHERE id < $1`, [upTo]);
    }
    return true;
  }

  async prune(before: Date): Promise<number> {
    let deleted = 0;
    for (;;) {
      // Rows another instance is deleting are left to it.
      const row = await this.db.one<{ count: number }>(
        `WITH gone AS (
           DELETE FROM page_views WHERE id IN
             (SELECT id FROM page_views WHERE viewed_at < $1 ORDER BY viewed_at LIMIT ${BATCH}
              FOR UPDATE SKIP LOCKED)
           RETURNING 1)
         SELECT count(*) AS count FROM gone`,
        [iso(before)],
      );
      const count = row?.count ?? 0;
      deleted += count;
      if (count < BATCH) return deleted;
    }
  }

  async count(): Promise<number> {
    const row = await this.db.one<{ count: number }>(`SELECT count(*) AS count FROM page_views`);
    return row?.count ?? 0;
  }

  /** One snapshot for every figure, so the parts add up to the totals. */
  totals({ from, to }: { from: Date; to: Date }, { top = -1 } = {}): Promise<PageViewTotals> {
    const range = [iso(from), iso(to)];
    const limit = top < 0 ? null : top;
    const inRange = 'viewed_at >= $1 AND viewed_at < $2';
    return this.db.write(async (db) => {
      await db.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // COLLATE "C" sorts labels by code point, as SQLite does.
      const byPage = await db.query<PageViewTotals['byPage'][number]>(
        `SELECT page, count(*) AS views FROM page_views WHERE ${inRange}
         GROUP BY page ORDER BY views DESC, page COLLATE "C" LIMIT $3`,
        [...range, limit],
      );
      const byDay = await db.query<PageViewTotals['byDay'][number]>(
        `SELECT to_char(viewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS views
         FROM page_views WHERE ${inRange} GROUP BY day ORDER BY day`,
        range,
      );
      const byReferrer = await db.query<PageViewTotals['byReferrer'][number]>(
        `SELECT referrer, count(*) AS views FROM page_views
         WHERE ${inRange} AND referrer IS NOT NULL
         GROUP BY referrer ORDER BY views DESC, referrer COLLATE "C" LIMIT $3`,
        [...range, limit],
      );
      const counts = await db.one<{ total: number; fromOtherSites: number }>(
        `SELECT count(*) AS total, count(referrer) AS "fromOtherSites" FROM page_views
         WHERE ${inRange}`,
        range,
      );
      return {
        byPage,
        byDay,
        byReferrer,
        fromOtherSites: counts?.fromOtherSites ?? 0,
        total: counts?.total ?? 0,
      };
    });
  }

  /** The pool is its opener's to close. */
  close() {}
}
