import { sql } from 'kysely';
import {
  b,
  affected,
  countAll,
  counted,
  first,
  iso,
  rows,
  Store,
  type Engine,
  type Work,
} from './sql';
import {
  PAGE_LABEL_MAX,
  PATH_MAX,
  REFERRER_MAX,
  type PageView,
  type PageViewTotals,
} from './types';

export const DEFAULT_MAX_BYTES = 256 * 1024 ** 2;

/** What one page view takes in PostgreSQL with its share of the indexes, measured on realistic
 * rows, with room for the dead rows autovacuum has yet to reclaim: bytes into a number of rows. */
export const BYTES_PER_ROW = 256;

const MIN_ROWS = 1_000;

/** Rows per statement when pruning, so a large prune never holds its locks for long. */
const BATCH = 5_000;

export type PageViewOptions = {
  maxBytes: number;
  /** Rows kept at most, counted from the ids; null where the engine bounds the file instead. */
  maxRows: number | null;
  readonly?: boolean;
  /** False for a file from before referrers were kept, read as it is. */
  referrers?: boolean;
};

export const maxRowsFor = (maxBytes: number) =>
  Math.max(MIN_ROWS, Math.floor(maxBytes / BYTES_PER_ROW));

const isFull = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_FULL';

/** Ids only grow, so the lowest are the oldest: past the budget the oldest 5% make room. */
function* dropOldest(first: number, last: number): Work<void> {
  const upTo = first + Math.max(100, Math.ceil((last - first + 1) / 20));
  yield* affected(b.deleteFrom('page_views').where('id', '<', upTo));
}

function* bounds() {
  const row = yield* first(
    b.selectFrom('page_views').select([b.fn.min('id').as('first'), b.fn.max('id').as('last')]),
  );
  return { first: Number(row?.first ?? 0), last: Number(row?.last ?? 0) };
}

/** Page views on either engine, bounded: by rows in PostgreSQL, by the file's size in SQLite
 * (SQLite refuses to grow it past max_page_count, and the oldest rows make room). */
export class PageViewStore extends Store {
  constructor(
    engine: Engine,
    readonly options: PageViewOptions,
  ) {
    super(engine);
  }

  /** False when there was no room even after the oldest page views made way. */
  add(pageView: PageView, now = new Date()): Promise<boolean> {
    if (this.options.readonly) {
      return Promise.reject(new Error('page views cannot be recorded in a read-only store'));
    }
    const insert = b
      .insertInto('page_views')
      .values({
        viewed_at: iso(now),
        page: [...pageView.page].slice(0, PAGE_LABEL_MAX).join(''),
        path: pageView.path.slice(0, PATH_MAX),
        referrer: pageView.referrer?.slice(0, REFERRER_MAX) ?? null,
      })
      // The sub-select sees the table as it was before this row, which is all it needs.
      .returning((eb) => [
        'id',
        eb.selectFrom('page_views').select(eb.fn.min('id').as('first')).as('first'),
      ]);
    const { maxRows } = this.options;
    return this.engine.run(function* () {
      for (const last of [false, true]) {
        try {
          const added = (yield* first(insert))!;
          const [id, oldest] = [Number(added.id), Number(added.first ?? added.id)];
          if (maxRows !== null && id - oldest + 1 > maxRows) yield* dropOldest(oldest, id);
          return true;
        } catch (error) {
          if (!isFull(error)) throw error;
          if (last) return false;
          const { first: oldest, last: newest } = yield* bounds();
          yield* dropOldest(oldest, newest);
        }
      }
      return false;
    });
  }

  async prune(before: Date): Promise<number> {
    // Rows another instance is deleting are left to it.
    const step = b.deleteFrom('page_views').where(
      'id',
      'in',
      b
        .selectFrom('page_views')
        .select('id')
        .where('viewed_at', '<', iso(before))
        .orderBy('viewed_at')
        .limit(BATCH)
        .$if(this.engine.rowLocks, (q) => q.forUpdate().skipLocked()),
    );
    let deleted = 0;
    for (;;) {
      const gone = await this.engine.run(() => affected(step));
      deleted += gone;
      if (gone < BATCH) return deleted;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  count(): Promise<number> {
    return this.engine.run(() => counted(b.selectFrom('page_views').select(countAll.as('count'))));
  }

  /** Page views in [from, to), per page label and per UTC day; with `top`, only the most viewed
   * pages and referring sites are listed. One snapshot for every figure, so the parts add up. */
  totals({ from, to }: { from: Date; to: Date }, { top = -1 } = {}): Promise<PageViewTotals> {
    const { engine } = this;
    const referrers = this.options.referrers ?? true;
    const inRange = () =>
      b
        .selectFrom('page_views')
        .where('viewed_at', '>=', iso(from))
        .where('viewed_at', '<', iso(to));
    const limited = <Q extends { limit(n: number): Q }>(q: Q) => (top < 0 ? q : q.limit(top));
    const views = countAll.as('views');
    return engine.run(
      function* () {
        const byPage = yield* rows(
          limited(
            inRange()
              .select(['page', views])
              .groupBy('page')
              .orderBy('views', 'desc')
              .orderBy(engine.byCodePoint('page')),
          ),
        );
        const byDay = yield* rows(
          inRange()
            .select([engine.dayOf('viewed_at').as('day'), views])
            .groupBy('day')
            .orderBy('day'),
        );
        // A file read as it is (`npm run stats`) may predate the column.
        const byReferrer = !referrers
          ? []
          : yield* rows(
              limited(
                inRange()
                  .select(['referrer', views])
                  .where('referrer', 'is not', null)
                  .groupBy('referrer')
                  .orderBy('views', 'desc')
                  .orderBy(engine.byCodePoint('referrer')),
              ),
            );
        const counts = yield* first(
          inRange().select([
            countAll.as('total'),
            (referrers ? b.fn.count<number>('referrer') : sql<number>`0`).as('fromOtherSites'),
          ]),
        );
        const number = <R extends { views: unknown }>(list: R[]) =>
          list.map((row) => ({ ...row, views: Number(row.views) }));
        return {
          byPage: number(byPage),
          byDay: number(byDay),
          byReferrer: number(byReferrer) as PageViewTotals['byReferrer'],
          fromOtherSites: Number(counts?.fromOtherSites ?? 0),
          total: Number(counts?.total ?? 0),
        };
      },
      { transaction: 'snapshot' },
    );
  }
}

export { PAGE_VIEWS_FILE } from './engines/sqlite';
