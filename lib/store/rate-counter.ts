import type { RateLimit } from '@/lib/settings';
import type { PostgresDatabase } from './engines/postgres';
import { iso } from './sql';
import type { RateLimitCounter } from './types';

/** New windows this process opens between two clean-ups of its counter's rows, at most. */
const CLEAN_EVERY = 100;

// Counted no further than the column holds: past the limit the count no longer matters.
const HITS_CAP = 2_147_483_646;

/** A WindowCounter every instance shares: a fixed window from a key's first hit, counted in one
 * row per (name, key). Windows past their time go, and at `maxKeys` the oldest do, in a clean-up
 * now and then rather than on every hit. */
export class PostgresRateCounter implements RateLimitCounter {
  private opened = 0;
  private readonly cleanEvery: number;

  constructor(
    private readonly db: PostgresDatabase,
    private readonly name: string,
    private readonly limit: RateLimit,
    private readonly maxKeys = 10_000,
  ) {
    // A hundredth of the bound: the rows past it stay few, whatever `maxKeys` is.
    this.cleanEvery = Math.max(1, Math.min(CLEAN_EVERY, Math.floor(maxKeys / 100)));
  }

  async hit(key: string, now = Date.now()): Promise<boolean> {
    if (!this.limit) return true;
    const { max, windowMs } = this.limit;
    // One statement, so hits racing from several instances are each counted once.
    const row = await this.db.one<{ hits: number }>(
      `INSERT INTO rate_windows AS w (name, key, started_at, hits) VALUES ($1, $2, $3, 1)
       ON CONFLICT (name, key) DO UPDATE SET
         started_at = CASE WHEN w.started_at <= $4 THEN excluded.started_at ELSE w.started_at END,
         hits = CASE WHEN w.started_at <= $4 THEN 1 ELSE least(w.hits, $5) + 1 END
       RETURNING hits`,
      [this.name, key, iso(new Date(now)), iso(new Date(now - windowMs)), Math.min(max, HITS_CAP)],
    );
    const hits = row?.hits ?? 1;
    if (hits === 1 && ++this.opened % this.cleanEvery === 0) await this.clean(now - windowMs);
    return hits <= max;
  }

  async remainingMs(key: string, now = Date.now()): Promise<number> {
    if (!this.limit) return 0;
    const row = await this.db.one<{ startedAt: string }>(
      `SELECT started_at AS "startedAt" FROM rate_windows WHERE name = $1 AND key = $2`,
      [this.name, key],
    );
    if (!row) return 0;
    return Math.max(0, this.limit.windowMs - (now - Date.parse(row.startedAt)));
  }

  /** Both conditions read the index on (name, started_at, key): no scan of the table. */
  private async clean(endedBy: number) {
    await this.db.query(
      `DELETE FROM rate_windows WHERE name = $1 AND (started_at <= $2 OR (started_at, key) <=
         (SELECT started_at, key FROM rate_windows WHERE name = $1
          ORDER BY started_at DESC, key DESC OFFSET $3 LIMIT 1))`,
      [this.name, iso(new Date(endedBy)), this.maxKeys],
    );
  }
}
