import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PostgresDatabase } from './engines/postgres';
import { DATABASE_FILE, PAGE_VIEWS_FILE, SqliteEngine } from './engines/sqlite';
import { counted, rows, type Work } from './sql';
import { TABLES as DECLARED } from './tables';

/** Rows per INSERT: few round trips, well below PostgreSQL's limit on parameters. */
export const COPY_BATCH = 1000;

type Table = {
  name: string;
  file: string;
  key: string;
  columns: string[];
  /** Kept as 0 or 1 by SQLite. */
  booleans: string[];
  /** Its id comes from an identity sequence on PostgreSQL. */
  identity: boolean;
};

// In the declaration's order: links before the sessions and opens that refer to them. Spent
// passkey challenges expire within minutes, before a move is done.
const TABLES: Table[] = DECLARED.filter(
  (table) => table.file && table.name !== 'admin_challenges',
).map((table) => ({
  name: table.name,
  file: table.file === 'main' ? DATABASE_FILE : PAGE_VIEWS_FILE,
  key: table.primaryKey[0]!,
  columns: table.columns.map((column) => column.name),
  booleans: table.columns.filter((column) => column.kind === 'bool').map((column) => column.name),
  identity: table.columns.some((column) => column.kind === 'id' || column.kind === 'bigid'),
}));

export type TableCopy = { table: string; read: number; copied: number };

export type CopyResult = {
  tables: TableCopy[];
  /** Page views an older version left in portfolio.db, which only the SQLite server moves. */
  oldPageViews: number;
};

type Row = Record<string, unknown>;

const hasTable = (db: Database.Database, name: string) =>
  !!db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name);

// Sender hashes and the admin's sealed challenges are keyed by these secrets: SQLite's must win
// over any PostgreSQL made on its own, or copied hashes and open challenges stop matching.
const onConflict = (table: Table) =>
  table.name === 'meta'
    ? `ON CONFLICT (key) DO UPDATE SET value = excluded.value
       WHERE meta.value IS DISTINCT FROM excluded.value`
    : `ON CONFLICT (${table.key}) DO NOTHING`;

function insert(table: Table, batch: Row[]): Work<number> {
  const tuples = batch.map((row) => {
    const values = table.columns.map((column) => {
      const value = row[column] ?? null;
      return table.booleans.includes(column) && value !== null ? value === 1 : value;
    });
    return sql`(${sql.join(values)})`;
  });
  const into = sql.raw(`${table.name} (${table.columns.join(', ')})`);
  return counted(sql<{ count: number }>`WITH added AS (
    INSERT INTO ${into} VALUES ${sql.join(tuples)} ${sql.raw(onConflict(table))} RETURNING 1
  ) SELECT count(*) AS count FROM added`);
}

/** Never moves a sequence back: ids PostgreSQL gave out already are not handed out again. */
const advanceSequence = (table: Table) =>
  rows(
    sql`SELECT setval(sequence, largest) FROM (
       SELECT pg_get_serial_sequence(${table.name}, 'id')::regclass AS sequence, max(id) AS largest
       FROM ${sql.raw(table.name)}
     ) AS current WHERE largest > coalesce(pg_sequence_last_value(sequence), 0)`,
  );

async function copyTable(
  source: Database.Database | null,
  target: PostgresDatabase,
  table: Table,
): Promise<TableCopy> {
  const copy: TableCopy = { table: table.name, read: 0, copied: 0 };
  if (!source || !hasTable(source, table.name)) return copy;
  // A page-view file from before referrers were kept has no such column.
  const present = new Set(
    (source.prepare(`PRAGMA table_info(${table.name})`).all() as { name: string }[]).map(
      (column) => column.name,
    ),
  );
  const select = source.prepare(
    `SELECT rowid AS _rowid, ${table.columns
      .map((column) => (present.has(column) ? column : `NULL AS ${column}`))
      .join(', ')}
     FROM ${table.name} WHERE rowid > ? ORDER BY rowid LIMIT ${COPY_BATCH}`,
  );
  await target.run(
    function* () {
      for (let after = 0; ;) {
        const batch = select.all(after) as (Row & { _rowid: number })[];
        if (!batch.length) break;
        copy.read += batch.length;
        copy.copied += yield* insert(table, batch);
        after = batch.at(-1)!._rowid;
      }
      if (table.identity) yield* advanceSequence(table);
    },
    { transaction: 'write' },
  );
  return copy;
}

const openReadOnly = (file: string) =>
  existsSync(file)
    ? new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 })
    : null;

/** Copies the SQLite files in `dataDir` into the PostgreSQL database at `url`, one transaction per
 * table. Rows PostgreSQL holds already (same key) are left as they are, so a second run copies
 * only what arrived since. Run it before the site writes to PostgreSQL: ids are the keys. */
export async function copySqliteToPostgres(
  dataDir: string,
  url: string,
  { onTable }: { onTable?: (copy: TableCopy) => void } = {},
): Promise<CopyResult> {
  const messagesFile = path.join(dataDir, DATABASE_FILE);
  const pageViewsFile = path.join(dataDir, PAGE_VIEWS_FILE);
  if (!existsSync(messagesFile) && !existsSync(pageViewsFile)) {
    throw new Error(
      `there is no ${DATABASE_FILE} or ${PAGE_VIEWS_FILE} in ${dataDir} (set DATA_DIR to the folder the site keeps them in)`,
    );
  }
  // Files from older versions are brought up to date first, as the server would.
  if (existsSync(messagesFile)) {
    new SqliteEngine(dataDir, { busyTimeoutMs: 5000 }).close();
  }
  let messages: Database.Database | null = null;
  let pageViews: Database.Database | null = null;
  const target = new PostgresDatabase(url, { max: 2, connectTimeoutMs: 10_000 });
  try {
    messages = openReadOnly(messagesFile);
    pageViews = openReadOnly(pageViewsFile);
    await target.migrated().catch((error: unknown) => {
      throw new Error(`bringing the PostgreSQL schema up to date: ${(error as Error).message}`, {
        cause: error,
      });
    });
    const tables: TableCopy[] = [];
    // One snapshot of the messages' file, so sessions and opens find the links they belong to.
    messages?.exec('BEGIN');
    for (const table of TABLES) {
      const source = table.file === DATABASE_FILE ? messages : pageViews;
      const copy = await copyTable(source, target, table).catch((error: unknown) => {
        throw new Error(`${table.name}: ${(error as Error).message}`, { cause: error });
      });
      tables.push(copy);
      onTable?.(copy);
    }
    const oldPageViews =
      messages && hasTable(messages, 'page_views')
        ? (messages.prepare('SELECT count(*) AS count FROM page_views').get() as { count: number })
            .count
        : 0;
    return { tables, oldPageViews };
  } finally {
    if (messages?.inTransaction) messages.exec('COMMIT');
    messages?.close();
    pageViews?.close();
    await target.close();
  }
}
