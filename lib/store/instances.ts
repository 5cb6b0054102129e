import { settings, type InstanceBuild } from '@/lib/settings';
import os from 'node:os';
import { sql } from 'kysely';
import type { PostgresDatabase } from './engines/postgres';
import { affected, iso, rows } from './sql';

export type { InstanceBuild };

export type Instance = InstanceBuild & { name: string; seenAt: string };

/** An instance not seen for this long is taken to be gone. */
export const INSTANCE_SEEN_MS = 10 * 60_000;

const FIELDS: [keyof InstanceBuild, string][] = [
  ['buildId', 'build id (PORTFOLIO_BUILD_ID)'],
  ['deploymentId', 'deployment id (NEXT_DEPLOYMENT_ID)'],
  ['actionKey', 'server-action key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)'],
];

/** One line per other instance that differs: forms posted from its pages would fail here. */
export function instanceProblems(self: InstanceBuild, others: Instance[]): string[] {
  return others.flatMap((other) => {
    const differ = FIELDS.filter(([field]) => other[field] !== self[field]).map(
      ([, label]) => label,
    );
    return differ.length
      ? [`instance ${other.name} (seen ${other.seenAt}) has another ${differ.join(', another ')}`]
      : [];
  });
}

export const instanceName = () => `${os.hostname()}:${settings().port}:${process.pid}`;

/** Records this instance as running now and answers the others seen of late; rows of instances
 * gone for a day are deleted, so the table stays as small as the fleet. */
export async function registerInstance(
  db: PostgresDatabase,
  self: InstanceBuild,
  name = instanceName(),
  now = new Date(),
): Promise<Instance[]> {
  const ago = (ms: number) => iso(new Date(now.getTime() - ms));
  return db.run(
    function* () {
      yield* affected(sql`DELETE FROM instances WHERE seen_at < ${ago(86_400_000)}`);
      yield* affected(sql`INSERT INTO instances
        (name, build_id, deployment_id, action_key, started_at, seen_at) VALUES (${name},
          ${self.buildId}, ${self.deploymentId}, ${self.actionKey}, ${iso(now)}, ${iso(now)})
        ON CONFLICT (name) DO UPDATE SET build_id = excluded.build_id,
          deployment_id = excluded.deployment_id, action_key = excluded.action_key,
          seen_at = excluded.seen_at`);
      return yield* rows(sql<Instance>`SELECT name, build_id AS "buildId",
          deployment_id AS "deploymentId", action_key AS "actionKey", seen_at AS "seenAt"
        FROM instances WHERE name <> ${name} AND seen_at >= ${ago(INSTANCE_SEEN_MS)}
        ORDER BY name`);
    },
    { transaction: 'write' },
  );
}

export async function forgetInstance(db: PostgresDatabase, name = instanceName()) {
  await db.run(() => affected(sql`DELETE FROM instances WHERE name = ${name}`));
}
