import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { INDEXES, TABLES, TABLES_VERSION, type ColumnSpec, type TableSpec } from './tables';
import { b, affected, lock, type Work } from './sql';

/** What a database holds, as each engine reads it back: the parity test compares these. */
export type Shape = {
  tables: Record<string, { columns: Record<string, { notNull: boolean; hasDefault: boolean }> }>;
  /** "table.column -> table" for each reference whose rows go with the row they refer to. */
  cascades: string[];
  indexes: Record<string, { table: string; columns: string[]; partial: boolean; sql: string }>;
};

/** The little that differs between the engines' schemas. */
export type TablesDialect = {
  /** The tables this database holds: a SQLite file holds its share. */
  tables: TableSpec[];
  type(column: ColumnSpec): string;
  identity(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  describe(): Work<Shape>;
  version(): Work<number>;
  setVersion(version: number): Work<void>;
  /** Whether an index found matches the one declared, compiled as `sql`. */
  sameIndex(found: Shape['indexes'][string], columns: readonly string[], sql: string): boolean;
  /** SQLite cannot add a cascade to a reference: the table is made again with it. */
  rebuild?(table: TableSpec, create: Work<unknown>): Work<void>;
};

const defineColumn =
  (dialect: TablesDialect, column: ColumnSpec) => (c: ColumnDefinitionBuilder) => {
    let built = c;
    if (column.kind === 'id' || column.kind === 'bigid')
      built = dialect.identity(built.primaryKey());
    else if (column.key) built = built.primaryKey();
    if (!column.nullable) built = built.notNull();
    if (column.unique) built = built.unique();
    if (column.default !== null) built = built.defaultTo(sql.raw(column.default));
    if (column.references) {
      built = built.references(`${column.references}.id`).onDelete('cascade');
    }
    return built;
  };

export const createTable = (
  dialect: TablesDialect,
  table: TableSpec,
  name: string = table.name,
) => {
  let create = b.schema.createTable(name);
  for (const column of table.columns) {
    create = create.addColumn(
      column.name,
      sql.raw(dialect.type(column)),
      defineColumn(dialect, column),
    );
  }
  if (table.primaryKey.length > 1) {
    create = create.addPrimaryKeyConstraint(`${name}_pkey`, table.primaryKey as never);
  }
  return create;
};

export const createIndex = ([name, table, columns, partial]: (typeof INDEXES)[number]) =>
  b.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .$call((index) => (partial ? index.where(sql.raw<boolean>(partial)) : index));

/** Brings any earlier version up to TABLES_VERSION by adding the tables, columns, indexes and
 * cascades it lacks: every change so far has been one of those. Run under the engine's lock. */
export function* migrate(
  dialect: TablesDialect,
  compile: (q: ReturnType<typeof createIndex>) => string,
): Work<void> {
  yield* lock('migrate');
  const version = yield* dialect.version();
  if (version > TABLES_VERSION) {
    throw new Error(
      `the database's schema is version ${version}, newer than this release knows (${TABLES_VERSION}): run the newer release, or restore a backup`,
    );
  }
  if (version === TABLES_VERSION) return;
  const found = yield* dialect.describe();
  const names = new Set(dialect.tables.map((table) => table.name));
  for (const table of dialect.tables) {
    const existing = found.tables[table.name];
    if (!existing) {
      yield* affected(createTable(dialect, table));
      continue;
    }
    for (const column of table.columns.filter((c) => !existing.columns[c.name])) {
      yield* affected(
        b.schema
          .alterTable(table.name)
          .addColumn(column.name, sql.raw(dialect.type(column)), defineColumn(dialect, column)),
      );
    }
    const cascades = table.columns.filter(
      (c) => c.references && !found.cascades.includes(`${table.name}.${c.name} -> ${c.references}`),
    );
    if (cascades.length && dialect.rebuild) {
      yield* dialect.rebuild(table, affected(createTable(dialect, table, `${table.name}_new`)));
    }
  }
  // Taken again: a rebuilt table lost its indexes.
  const indexes = (yield* dialect.describe()).indexes;
  for (const index of INDEXES.filter(([, table]) => names.has(table))) {
    const [name, , columns] = index;
    const had = indexes[name];
    if (had && dialect.sameIndex(had, columns, compile(createIndex(index)))) continue;
    if (had) yield* affected(b.schema.dropIndex(name));
    yield* affected(createIndex(index));
  }
  yield* affected(b.schema.dropIndex('page_views_by_time').ifExists());
  yield* dialect.setVersion(TABLES_VERSION);
}

export const tablesIn = (file: TableSpec['file'] | 'postgres') =>
  TABLES.filter((table) => (file === 'postgres' ? true : table.file === file));
