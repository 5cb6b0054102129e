import Database from 'better-sqlite3';
import { createQueryId, SqliteQueryCompiler, sql, type RootOperationNode } from 'kysely';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { migrate, tablesIn, type TablesDialect, type Shape } from '../migrate';
import type { SqliteFile } from '../tables';
import { b, affected, rows, type Engine, type Op, type RunOptions, type Work } from '../sql';
import { DatabaseBusy } from '../types';

export const DATABASE_FILE = 'portfolio.db';
export const PAGE_VIEWS_FILE = 'page-views.db';

export type OpenOptions = { readonly?: boolean; busyTimeoutMs?: number };

/** Opens `file` in `dir`, creating both readable by this user alone, whatever the umask: what
 * visitors send is for the owner only, and SQLite's journal files take the file's mode. */
function openPrivateDatabase(
  dir: string,
  file: string,
  { readonly, busyTimeoutMs }: Required<OpenOptions>,
) {
  const full = path.join(dir, file);
  if (!readonly) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    createIfAbsent(full);
  }
  return new Database(full, { readonly, fileMustExist: readonly, timeout: busyTimeoutMs });
}

/** Makes the file only where none exists, so no descriptor of a file SQLite may hold is ever
 * closed outside it: closing one drops every lock the process holds on the file, and another
 * process (the backup's sqlite3) would then delete the live write-ahead log. */
function createIfAbsent(file: string) {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** better-sqlite3 is synchronous, so connections wait for no lock (busy timeout 0): a wait inside
 * SQLite would stop every other request. Locked work is retried here between event-loop pauses. */
export const BUSY_WAIT_MS = 1000;

export const isLocked = (error: unknown) =>
  /^SQLITE_(BUSY|LOCKED)(_|$)/.test(String((error as { code?: unknown } | null)?.code ?? ''));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work` must be synchronous SQLite work: it may run more than once. */
export async function whenFree<T>(work: () => T, maxWaitMs = BUSY_WAIT_MS): Promise<T> {
  const started = Date.now();
  for (let wait = 5; ; wait = Math.min(wait * 2, 200)) {
    try {
      return work();
    } catch (error) {
      if (!isLocked(error)) throw error;
      const left = maxWaitMs - (Date.now() - started);
      if (left <= 0) throw new DatabaseBusy();
      await pause(Math.min(wait, left));
    }
  }
}

const compiler = new SqliteQueryCompiler();
const compile = (query: { toOperationNode(): RootOperationNode }) => {
  const compiled = compiler.compileQuery(query.toOperationNode(), createQueryId());
  // better-sqlite3 binds no booleans.
  const values = compiled.parameters.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  return { sql: compiled.sql, values };
};

export type SqliteEngineOptions = OpenOptions & { file?: SqliteFile; maxBytes?: number };

// Apart from page views, so a flood of views never takes a message's room. synchronous = FULL:
// whatever the caller acknowledges survives the process being killed.
function setUpMessages(db: Database.Database) {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
}

/** A hard size: SQLite refuses to grow the file past `maxBytes` (max_page_count), and the oldest
 * rows make room. A page view lost in a power cut matters little, hence synchronous=NORMAL. */
function setUpPageViews(db: Database.Database, maxBytes?: number) {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // max_page_count does not cover the write-ahead log: these keep it small.
  db.pragma('wal_autocheckpoint = 100');
  db.pragma(`journal_size_limit = ${1024 ** 2}`);
  if (maxBytes === undefined) return;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.pragma(`max_page_count = ${Math.max(64, Math.floor(maxBytes / pageSize))}`);
}

/** One connection to one of the data folder's files, with its statements kept prepared. */
export class SqliteEngine implements Engine {
  readonly kind = 'sqlite';
  readonly rowLocks = false;
  readonly dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;
  readonly byCodePoint = (column: string) => sql`${sql.ref(column)}`;
  readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly busyTimeoutMs: number;

  constructor(
    dir: string,
    {
      file = 'main',
      readonly = false,
      busyTimeoutMs = readonly ? 5000 : 0,
      maxBytes,
    }: SqliteEngineOptions = {},
  ) {
    const name = file === 'main' ? DATABASE_FILE : PAGE_VIEWS_FILE;
    this.db = openPrivateDatabase(dir, name, { readonly, busyTimeoutMs });
    this.busyTimeoutMs = busyTimeoutMs;
    try {
      this.db.pragma('foreign_keys = ON');
      if (readonly) return;
      if (file === 'main') setUpMessages(this.db);
      else setUpPageViews(this.db, maxBytes);
      this.db
        .transaction(() => this.drive(migrate(sqliteDialect(this, file), (q) => compile(q).sql)))
        .immediate();
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  private statement(text: string) {
    let statement = this.statements.get(text);
    if (!statement) {
      if (this.statements.size > 500) this.statements.clear();
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private exec(op: Op): unknown {
    if ('lock' in op) return undefined;
    const { sql: text, values } = compile('rows' in op ? op.rows : op.changes);
    const statement = this.statement(text);
    if ('rows' in op) return statement.all(...values);
    return statement.reader ? statement.all(...values).length : statement.run(...values).changes;
  }

  /** A statement's error is thrown into the work, which may catch it. */
  drive<T>(work: Work<T>): T {
    for (let step = work.next(); ;) {
      if (step.done) return step.value;
      let answer: unknown;
      try {
        answer = this.exec(step.value);
      } catch (error) {
        step = work.throw(error);
        continue;
      }
      step = work.next(answer);
    }
  }

  private now<T>(work: () => Work<T>, { transaction }: RunOptions): T {
    if (!transaction) return this.drive(work());
    const run = this.db.transaction(() => this.drive(work()));
    return transaction === 'write' ? run.immediate() : run.deferred();
  }

  run<T>(work: () => Work<T>, options: RunOptions = {}): Promise<T> {
    if (this.busyTimeoutMs > 0) return new Promise((resolve) => resolve(this.now(work, options)));
    return whenFree(() => this.now(work, options), options.maxWaitMs);
  }

  runNow<T>(work: () => Work<T>, options: RunOptions = {}): T | undefined {
    try {
      return this.now(work, options);
    } catch (error) {
      if (isLocked(error)) return undefined;
      throw error;
    }
  }

  close() {
    if (this.db.open) this.db.close();
  }
}

type Row = Record<string, unknown>;

function* describe(): Work<Shape> {
  const shape: Shape = { tables: {}, cascades: [], indexes: {} };
  const tables = yield* rows<Row>(sql`SELECT name FROM sqlite_master WHERE type = 'table'`);
  for (const { name } of tables as { name: string }[]) {
    const columns = yield* rows<Row>(sql`SELECT * FROM pragma_table_info(${name})`);
    shape.tables[name] = {
      columns: Object.fromEntries(
        columns.map((c) => [
          c.name,
          {
            notNull: !!c.notnull || !!c.pk, // An INTEGER PRIMARY KEY is the rowid, numbered by SQLite.
            hasDefault:
              c.dflt_value !== null || (!!c.pk && String(c.type).toLowerCase() === 'integer'),
          },
        ]),
      ),
    };
    for (const key of yield* rows<Row>(sql`SELECT * FROM pragma_foreign_key_list(${name})`)) {
      if (key.on_delete === 'CASCADE') shape.cascades.push(`${name}.${key.from} -> ${key.table}`);
    }
  }
  const indexes = yield* rows<Row>(
    sql`SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`,
  );
  for (const index of indexes) {
    const columns = yield* rows<Row>(sql`SELECT name FROM pragma_index_info(${index.name})`);
    shape.indexes[String(index.name)] = {
      table: String(index.tbl_name),
      columns: columns.map((c) => String(c.name)),
      partial: / where /i.test(String(index.sql)),
      sql: String(index.sql),
    };
  }
  return shape;
}

const sqliteDialect = (engine: SqliteEngine, file: SqliteFile): TablesDialect => ({
  tables: tablesIn(file),
  type: ({ kind }) =>
    ({ id: 'integer', bigid: 'integer', text: 'text', time: 'text', bytes: 'blob' })[
      kind as 'id'
    ] ?? 'integer',
  identity: (column) => column,
  describe,
  *version() {
    return engine.db.pragma('user_version', { simple: true }) as number;
  },
  *setVersion(version) {
    engine.db.pragma(`user_version = ${version}`);
  },
  sameIndex: (found, _columns, text) => found.sql === text,
  // Rows whose link is gone already (no cascade deleted them) are left behind.
  *rebuild(table, create) {
    const temporary = `${table.name}_new`;
    const columns = table.columns.map((c) => c.name).join(', ');
    yield* create;
    yield* affected(
      sql`${sql.raw(`INSERT INTO ${temporary} (${columns}) SELECT ${columns} FROM ${table.name}
        WHERE link_id IN (SELECT id FROM private_links) ORDER BY rowid`)}`,
    );
    yield* affected(b.schema.dropTable(table.name));
    yield* affected(b.schema.alterTable(temporary).renameTo(table.name));
  },
});

export const describeSqlite = (engine: SqliteEngine) => engine.drive(describe());
