import { settings, type InstanceBuild } from '@/lib/settings';
import os from 'node:os';
import type { PostgresDatabase } from './engines/postgres';

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
  return db.write(async (tx) => {
    await tx.query(`DELETE FROM instances WHERE seen_at < $1`, [
      new Date(now.getTime() - 86_400_000).toISOString(),
    ]);
    await tx.query(
      `INSERT INTO instances (name, build_id, deployment_id, action_key, started_at, seen_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (name) DO UPDATE SET build_id = $2, deployment_id = $3, action_key = $4, seen_at = $5`,
      [name, self.buildId, self.deploymentId, self.actionKey, now.toISOString()],
    );
    return tx.query<Instance>(
      `SELECT name, build_id AS "buildId", deployment_id AS "deploymentId", action_key AS "actionKey",
         seen_at AS "seenAt"
       FROM instances WHERE name <> $1 AND seen_at >= $2 ORDER BY name`,
      [name, new Date(now.getTime() - INSTANCE_SEEN_MS).toISOString()],
    );
  });
}

export async function forgetInstance(db: PostgresDatabase, name = instanceName()) {
  await db.query(`DELETE FROM instances WHERE name = $1`, [name]);
}
