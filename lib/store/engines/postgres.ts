import pg from 'pg';
import { DatabaseBusy, hasMark } from '../types';
import { createQueryId, PostgresQueryCompiler, sql, type RootOperationNode } from 'kysely';
import { migrate, tablesIn, type TablesDialect, type Shape } from '../migrate';
import {
  affected,
  first,
  LOCKS,
  rows,
  type Engine,
  type Op,
  type RunOptions,
  type Work,
} from '../sql';

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

  static [Symbol.hasInstance](value: unknown) {
    return hasMark(value, UNAVAILABLE);
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

export type PostgresOptions = {
  /** Connections this process keeps at most. */
  max?: number;
  connectTimeoutMs?: number;
};

/** One pool per process for every store; the schema is brought up to date before the first
 * query, and again after a failed attempt, so a database that was down at start is picked up. */
export class PostgresDatabase implements Engine {
  readonly kind = 'postgres';
  readonly rowLocks = true;
  readonly dayOf = (column: string) =>
    sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  /** Sorted as SQLite sorts, whatever the database's locale. */
  readonly byCodePoint = (column: string) => sql`${sql.ref(column)} COLLATE "C"`;
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
    this.ready ??= this.transaction((client) =>
      drive(
        client,
        migrate(postgresDialect, (q) => compiled(q)[0]),
      ),
    ).catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /** `work` runs in one transaction on one connection, committed when it resolves. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
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
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw asUnavailable(error);
    } finally {
      client.release(broken);
    }
  }

  /** Each statement on its own, or all in one transaction: 'write' and 'snapshot' alike, the
   * latter reading one snapshot (repeatable read); locks are taken where the work asks. */
  async run<T>(work: () => Work<T>, { transaction, maxWaitMs }: RunOptions = {}): Promise<T> {
    await this.migrated();
    if (!transaction) {
      return drive(this.pool, work()).catch((error: unknown) => {
        throw asUnavailable(error);
      });
    }
    return this.transaction(async (client) => {
      if (transaction === 'snapshot') {
        await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      }
      if (maxWaitMs !== undefined) {
        await client.query(`SELECT set_config('lock_timeout', $1, true)`, [
          `${Math.max(1, Math.round(maxWaitMs))}ms`,
        ]);
      }
      return drive(client, work());
    });
  }

  runNow(): undefined {
    return undefined;
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

const compiler = new PostgresQueryCompiler();
const compiled = (query: { toOperationNode(): RootOperationNode }): [string, unknown[]] => {
  const { sql: text, parameters } = compiler.compileQuery(query.toOperationNode(), createQueryId());
  return [text, [...parameters]];
};

async function exec(client: pg.Pool | pg.PoolClient, op: Op) {
  if ('lock' in op) return client.query('SELECT pg_advisory_xact_lock($1)', [LOCKS[op.lock]]);
  if ('rows' in op) return (await client.query(...compiled(op.rows))).rows;
  return (await client.query(...compiled(op.changes))).rowCount ?? 0;
}

/** Runs `work`, awaiting each statement. */
async function drive<T>(client: pg.Pool | pg.PoolClient, work: Work<T>): Promise<T> {
  for (let step = work.next(); ;) {
    if (step.done) return step.value;
    let answer: unknown;
    try {
      answer = await exec(client, step.value);
    } catch (error) {
      step = work.throw(error);
      continue;
    }
    step = work.next(answer);
  }
}

type Row = Record<string, string>;

function* describe(): Work<Shape> {
  const shape: Shape = { tables: {}, cascades: [], indexes: {} };
  const columns = yield* rows<Row>(sql`SELECT table_name, column_name, is_nullable, column_default,
    is_identity FROM information_schema.columns WHERE table_schema = current_schema()`);
  for (const c of columns) {
    const table = (shape.tables[c.table_name!] ??= { columns: {} });
    table.columns[c.column_name!] = {
      notNull: c.is_nullable === 'NO',
      hasDefault: c.column_default !== null || c.is_identity === 'YES',
    };
  }
  const cascades = yield* rows<Row>(sql`SELECT c.conrelid::regclass::text AS "table",
    a.attname AS "column", c.confrelid::regclass::text AS target
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confdeltype = 'c' AND c.connamespace = current_schema()::regnamespace`);
  shape.cascades = cascades.map((c) => `${c.table}.${c.column} -> ${c.target}`);
  const indexes = yield* rows<Row>(sql`SELECT i.relname AS name, t.relname AS "table",
    array_to_string(array(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY k(n, o)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o), ',') AS columns,
    x.indpred IS NOT NULL AS partial, pg_get_indexdef(i.oid) AS sql
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    WHERE t.relnamespace = current_schema()::regnamespace AND NOT x.indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`);
  for (const index of indexes) {
    shape.indexes[index.name!] = {
      table: index.table!,
      columns: index.columns!.split(','),
      partial: index.partial as unknown as boolean,
      sql: index.sql!,
    };
  }
  return shape;
}

const TYPES = {
  id: 'integer',
  bigid: 'bigint',
  time: 'timestamptz',
  int: 'integer',
  bool: 'boolean',
  bytes: 'bytea',
};

const postgresDialect: TablesDialect = {
  tables: tablesIn('postgres'),
  type: ({ kind }) => (TYPES as Record<string, string>)[kind] ?? kind,
  identity: (column) => column.generatedByDefaultAsIdentity(),
  describe,
  *version() {
    yield* affected(sql`CREATE TABLE IF NOT EXISTS portfolio_schema (
      version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const row = yield* first<{ version: number | null }>(
      sql`SELECT max(version) AS version FROM portfolio_schema`,
    );
    return row?.version ?? 0;
  },
  *setVersion(version) {
    yield* affected(sql`INSERT INTO portfolio_schema (version) VALUES (${version})`);
  },
  sameIndex: (found, columns, text) =>
    found.columns.join() === columns.join() && found.partial === / where /i.test(text),
};

export const describePostgres = (db: PostgresDatabase) => db.run(describe);
