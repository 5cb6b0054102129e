/** @jest-environment node */
import { postgresDatabases, testPostgresUrl, query } from './test/postgres';
import {
  forgetInstance,
  instanceProblems,
  registerInstance,
  type InstanceBuild,
} from './instances';

const SAME: InstanceBuild = {
  buildId: '2026-11-28-a1b2c3d4',
  deploymentId: '',
  actionKey: '0f1e2d3c4b5a6978',
};

test('names each other instance whose build, deployment or action key differs', () => {
  const seen = { seenAt: '2026-11-28T10:00:00.000Z' };
  expect(
    instanceProblems(SAME, [
      { ...SAME, ...seen, name: 'web-1:3000:41' },
      { ...SAME, ...seen, name: 'web-2:3000:77', buildId: '2026-11-20-99999999' },
      {
        ...SAME,
        ...seen,
        name: 'web-3:3000:12',
        deploymentId: 'v2',
        actionKey: 'ffffffffffffffff',
      },
    ]),
  ).toEqual([
    'instance web-2:3000:77 (seen 2026-11-28T10:00:00.000Z) has another build id (PORTFOLIO_BUILD_ID)',
    'instance web-3:3000:12 (seen 2026-11-28T10:00:00.000Z) has another deployment id (NEXT_DEPLOYMENT_ID), another server-action key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)',
  ]);
  expect(instanceProblems(SAME, [])).toEqual([]);
});

const databases = postgresDatabases();
const withPostgres = testPostgresUrl() ? test : test.skip;

withPostgres('instances see each other while they run, and forget those long gone', async () => {
  const db = await databases.open();
  const now = new Date('2026-11-28T12:00:00Z');
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
  expect(await registerInstance(db, SAME, 'a', now)).toEqual([]);
  const other = { ...SAME, buildId: 'older' };
  expect(await registerInstance(db, other, 'b', minutes(1))).toEqual([
    { ...SAME, name: 'a', seenAt: now.toISOString() },
  ]);
  // Its heartbeat keeps a running instance in view; one silent past ten minutes drops out.
  expect((await registerInstance(db, SAME, 'a', minutes(12))).map((i) => i.name)).toEqual([]);
  await registerInstance(db, other, 'b', minutes(13));
  expect(await registerInstance(db, SAME, 'a', minutes(14))).toEqual([
    { ...other, name: 'b', seenAt: minutes(13).toISOString() },
  ]);
  // A day later the silent one's row is gone; a stopped one forgets itself at once.
  await registerInstance(db, SAME, 'c', minutes(15 + 24 * 60));
  expect(
    (await query<{ name: string }>(db, 'SELECT name FROM instances ORDER BY name')).map(
      (r) => r.name,
    ),
  ).toEqual(['c']);
  await forgetInstance(db, 'c');
  expect(await query(db, 'SELECT name FROM instances')).toEqual([]);
});
