/** @jest-environment node */
import { postgresDatabases, testPostgresUrl } from '../test/postgres';
const databases = postgresDatabases();
test('a migrated database', async () => {
  expect(testPostgresUrl()).toMatch(/^postgres:/);
  const db = await databases.open();
  expect(await db.query('SELECT count(*) AS n FROM messages')).toEqual([{ n: 0 }]);
});
