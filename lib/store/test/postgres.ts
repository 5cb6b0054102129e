import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PostgresDatabase } from '../engines/postgres';
import { openData, type Data } from '../open';

/** The run's PostgreSQL server (e2e/support/postgres.ts), started by Jest's global set-up. */
export const testPostgresUrl = () => process.env.PORTFOLIO_TEST_DATABASE_URL ?? null;

/** The back ends every store test runs against; PostgreSQL only where the run started one (CI
 * always does: the global set-up fails there without it). */
export const BACKENDS = testPostgresUrl()
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const);

/** SQL text on a test's database, once its schema is current. */
export async function query<Row = Record<string, unknown>>(
  db: PostgresDatabase,
  text: string,
  values?: unknown[],
) {
  await db.migrated();
  return (await db.pool.query(text, values)).rows as Row[];
}

export const one = async <Row = Record<string, unknown>>(
  db: PostgresDatabase,
  text: string,
  values?: unknown[],
) => (await query<Row>(db, text, values))[0];

/** `open()` makes an empty database of its own on the run's server, with its schema; each is
 * closed and dropped after the test. */
export function postgresDatabases() {
  const made: { name: string; db: PostgresDatabase | null }[] = [];
  const admin = () => new pg.Client({ connectionString: testPostgresUrl()! });
  afterEach(async () => {
    const done = made.splice(0);
    if (!done.length) return;
    await Promise.all(done.map(({ db }) => db?.close()));
    const client = admin();
    await client.connect();
    try {
      for (const { name } of done)
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  return {
    async url(): Promise<string> {
      const url = testPostgresUrl();
      if (!url) throw new Error('no PostgreSQL server for the tests (PORTFOLIO_TEST_DATABASE_URL)');
      const name = `test_${randomBytes(6).toString('hex')}`;
      const client = admin();
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      const address = new URL(url);
      address.pathname = `/${name}`;
      made.push({ name, db: null });
      return address.href;
    },
    /** The stores on an empty database, migrated. */
    async data(): Promise<Data> {
      const data = openData({ dataDir: '', databaseUrl: await this.url() });
      made.at(-1)!.db = data.postgres;
      await data.postgres!.migrated();
      return data;
    },
    async open(): Promise<PostgresDatabase> {
      return (await this.data()).postgres!;
    },
  };
}
