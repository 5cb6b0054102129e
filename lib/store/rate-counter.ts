import type { RateLimit } from '@/lib/settings';
import { sql } from 'kysely';
import type { PostgresDatabase } from './engines/postgres';
import { affected, first, iso } from './sql';
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
    const [started, ended] = [iso(new Date(now)), iso(new Date(now - windowMs))];
    const cap = Math.min(max, HITS_CAP);
    // One statement, so hits racing from several instances are each counted once.
    const hit = sql<{ hits: number }>`INSERT INTO rate_windows AS w (name, key, started_at, hits)
      VALUES (${this.name}, ${key}, ${started}, 1) ON CONFLICT (name, key) DO UPDATE SET
        started_at = CASE WHEN w.started_at <= ${ended} THEN excluded.started_at
          ELSE w.started_at END,
        hits = CASE WHEN w.started_at <= ${ended} THEN 1 ELSE least(w.hits, ${cap}) + 1 END
      RETURNING hits`;
    const row = await this.db.run(() => first(hit));
    const hits = row?.hits ?? 1;
    if (hits === 1 && ++this.opened % this.cleanEvery === 0) await this.clean(now - windowMs);
    return hits <= max;
  }

  async remainingMs(key: string, now = Date.now()): Promise<number> {
    if (!this.limit) return 0;
    const row = await this.db.run(() =>
      first(sql<{ startedAt: string }>`SELECT started_at AS "startedAt" FROM rate_windows
        WHERE name = ${this.name} AND key = ${key}`),
    );
    if (!row) return 0;
    return Math.max(0, this.limit.windowMs - (now - Date.parse(row.startedAt)));
  }

  /** Both conditions read the index on (name, started_at, key): no scan of the table. */
  private async clean(endedBy: number) {
    const ended = iso(new Date(endedBy));
    await this.db.run(() =>
      affected(sql`DELETE FROM rate_windows WHERE name = ${this.name} AND (started_at <= ${ended}
        OR (started_at, key) <= (SELECT started_at, key FROM rate_windows WHERE name = ${this.name}
          ORDER BY started_at DESC, key DESC OFFSET ${this.maxKeys} LIMIT 1))`),
    );
  }
}
