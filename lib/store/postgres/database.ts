import pg from 'pg';
import { DatabaseBusy } from '../types';
import { migrate } from './migrations';

const UNAVAILABLE = Symbol.for('portfolio.databaseUnavailable');

/** PostgreSQL could not be reached, or dropped the connection: the request gets a 503 and the
 * next one tries again, so the server recovers by itself once the database is back. */
export class DatabaseUnavailable extends DatabaseBusy {
  readonly [UNAVAILABLE] = true;

  constructor(readonly reason: string) {
    super();
    this.name = 'DatabaseUnavailable';
    this.message = `the database is unavailable (${reason})`;
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[UNAVAILABLE] === true
    );
  }
}

// Connection failures (class 08), shutdowns and start-ups (57P01–57P03), too many connections,
// and the conflicts a retry settles (serialization failure, deadlock, lock timeout).
const PASSING_CODES = /^(08|57P0[123]|53300|40001|40P01|55P03)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

const isPassing = (error: unknown) => {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (PASSING_CODES.test(code) || NETWORK_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    String((error as Error | null)?.message ?? ''),
  );
};

const asUnavailable = (error: unknown) =>
  isPassing(error)
    ? new DatabaseUnavailable(
        String((error as { code?: string }).code ?? (error as Error).message).slice(0, 80),
      )
    : error;

// Times come back as ISO text, as SQLite keeps them; counts (int8) as numbers.
const types = new pg.TypeOverrides();
const parseTime = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);
types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value: string) =>
  (parseTime(value) as Date).toISOString(),
);
types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export type Queryable = {
  query<Row = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<Row[]>;
  one<Row = Record<string, unknown>>(sql: string, values?: unknown[]): Promise<Row | undefined>;
};

const over = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<Row>(sql: string, values: unknown[] = []) {
    return (await client.query(sql, values)).rows as Row[];
  },
  async one<Row>(sql: string, values: unknown[] = []) {
    return (await client.query(sql, values)).rows[0] as Row | undefined;
  },
});

export type PostgresOptions = {
  /** Connections this process keeps at most. */
  max?: number;
  connectTimeoutMs?: number;
};

/** One pool per process for every store; the schema is brought up to date before the first
 * query, and again after a failed attempt, so a database that was down at start is picked up. */
export class PostgresDatabase implements Queryable {
  readonly pool: pg.Pool;
  private ready: Promise<void> | null = null;
  private closed = false;

  constructor(url: string, { max = 10, connectTimeoutMs = 3000 }: PostgresOptions = {}) {
    this.pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      query_timeout: 15_000,
      application_name: 'portfolio',
      types,
    });
    // An idle connection the server drops (a restart) must not end the process.
    this.pool.on('error', () => {});
  }

  /** Resolves once the schema is current; rejects with DatabaseUnavailable while it cannot be. */
  migrated(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the database pool is closed'));
    this.ready ??= this.transaction((db) => migrate(db)).catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async query<Row = Record<string, unknown>>(sql: string, values?: unknown[]) {
    await this.migrated();
    try {
      return await over(this.pool).query<Row>(sql, values);
    } catch (error) {
      throw asUnavailable(error);
    }
  }

  async one<Row = Record<string, unknown>>(sql: string, values?: unknown[]) {
    return (await this.query<Row>(sql, values))[0];
  }

  /** `work` runs in one transaction on one connection, committed when it resolves. */
  async transaction<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('the database pool is closed');
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw asUnavailable(error);
    }
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await work(over(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw asUnavailable(error);
    } finally {
      client.release(broken);
    }
  }

  /** A transaction after the schema is current. */
  async write<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    await this.migrated();
    return this.transaction(work);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

/** Keys for pg_advisory_xact_lock: work that instances must take turns at. */
export const LOCKS = { migrate: 7_301_001, addMessage: 7_301_002, heldNotice: 7_301_003 } as const;

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);
