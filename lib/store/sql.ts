import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type RawBuilder,
  type RootOperationNode,
} from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database, TableName } from './tables';
import type { Awaitable, WaitOptions } from './types';

/** Builds queries only: each engine compiles them with its own dialect and runs them. */
export const b = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Query = { toOperationNode(): RootOperationNode };
/** A query whose rows are typed: a builder's, or sql<Row>`…`. */
type Typed<R> = Query & { compile(...args: never[]): CompiledQuery<R> };

/** Work over a store is a generator of statements: SQLite runs it synchronously inside one
 * better-sqlite3 transaction, PostgreSQL awaits each statement on one connection. */
export type Op =
  | { rows: Query }
  | { changes: Query }
  /** Work that instances take turns at: PostgreSQL's advisory lock; SQLite's write lock is one. */
  | { lock: LockName };
export type Work<T> = Generator<Op, T, unknown>;

/** Each lock's key for PostgreSQL's pg_advisory_xact_lock. */
export const LOCKS = {
  migrate: 7_301_001,
  addMessage: 7_301_002,
  heldNotice: 7_301_003,
  createLink: 7_301_004,
  adminSessions: 7_301_005,
  passkeys: 7_301_006,
  attempts: 7_301_007,
};
export type LockName = keyof typeof LOCKS;

export function* rows<R>(query: Typed<R>): Work<R[]> {
  return (yield { rows: query }) as R[];
}

export function* first<R>(query: Typed<R>): Work<R | undefined> {
  return (yield* rows(query))[0];
}

/** None where `table` is missing: a SQLite file from before it, opened read-only, has no rows. */
export function* rowsIfAny<R>(query: Typed<R>, table: TableName): Work<R[]> {
  try {
    return yield* rows(query);
  } catch (error) {
    if (String(error).includes(`no such table: ${table}`)) return [];
    throw error;
  }
}

export function* affected(query: Query): Work<number> {
  return (yield { changes: query }) as number;
}

export function* lock(name: LockName): Work<void> {
  yield { lock: name };
}

export type RunOptions = WaitOptions & {
  /** 'write': one transaction that writes, taken at once; 'snapshot': reads that must agree. */
  transaction?: 'write' | 'snapshot';
};

export interface Engine {
  readonly kind: 'sqlite' | 'postgres';
  /** PostgreSQL: rows another instance locked are skipped (FOR UPDATE SKIP LOCKED). */
  readonly rowLocks: boolean;
  /** The UTC day of a time column, as YYYY-MM-DD. */
  dayOf(column: string): RawBuilder<string>;
  byCodePoint(column: string): RawBuilder<unknown>;
  run<T>(work: () => Work<T>, options?: RunOptions): Promise<T>;
  /** Answered at once where the engine can (SQLite, when free), else undefined. */
  runNow<T>(work: () => Work<T>, options?: RunOptions): T | undefined;
  close(): Awaitable<void>;
}

/** Every store runs on one engine; closing it lets go of what the store alone holds: its own
 * SQLite connection (PostgreSQL's pool is its opener's to close). */
export class Store {
  constructor(readonly engine: Engine) {}

  close() {
    if (this.engine.kind === 'sqlite') return this.engine.close();
  }
}

/** Times are kept as ISO text (SQLite) or compared as such (PostgreSQL). */
export const iso = (time: Date) => time.toISOString();

/** The count(*) of a query, a number on both engines. */
export const countAll = b.fn.countAll<number>();

/** What a query selects as `count`, as a number. */
export function* counted(query: Typed<{ count: unknown }>): Work<number> {
  return Number((yield* first(query))?.count ?? 0);
}

/** Whether `id` can name a row: any other number names none (PostgreSQL would refuse the query
 * instead of finding nothing). */
export const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2 ** 31 - 1;

export function* metaValue(key: string): Work<string | undefined> {
  return (yield* first(b.selectFrom('meta').select('value').where('key', '=', key)))?.value;
}

export function* setMeta(key: string, value: string): Work<void> {
  yield* affected(
    b
      .insertInto('meta')
      .values({ key, value })
      .onConflict((c) => c.column('key').doUpdateSet({ value })),
  );
}

/** A random key kept under `key`, made on first use unless `readonly`: the first insert to land
 * decides it, and every instance reads it. */
export function* metaSecret(key: string, readonly = false): Work<Buffer> {
  let value = yield* metaValue(key);
  if (value === undefined && readonly) return Buffer.alloc(0);
  if (value === undefined) {
    const made = randomBytes(32).toString('hex');
    yield* affected(
      b
        .insertInto('meta')
        .values({ key, value: made })
        .onConflict((c) => c.doNothing()),
    );
    value = yield* metaValue(key);
  }
  return Buffer.from(value!, 'hex');
}
