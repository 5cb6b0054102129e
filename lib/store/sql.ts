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
import type { Database } from './tables';
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

export type LockName =
  | 'migrate'
  | 'addMessage'
  | 'heldNotice'
  | 'createLink'
  | 'adminSessions'
  | 'passkeys'
  | 'attempts';

export function* rows<R>(query: Typed<R>): Work<R[]> {
  return (yield { rows: query }) as R[];
}

export function* first<R>(query: Typed<R>): Work<R | undefined> {
  return (yield* rows(query))[0];
}

/** How many rows the statement changed. */
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

/** What a store runs its work on. */
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

/** Times are kept as ISO text (SQLite) or compared as such (PostgreSQL). */
export const iso = (time: Date) => time.toISOString();

/** The count(*) of a query, a number on both engines. */
export const countAll = b.fn.countAll<number>();
