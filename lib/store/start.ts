import 'server-only';
import { instanceBuild } from '@/lib/settings';
import { DatabaseUnavailable } from './engines/postgres';
import { forgetInstance, instanceProblems, registerInstance } from './instances';
import { beforeStoresClose, stores, type Stores } from './index';

/** How long the start waits for PostgreSQL (a database started beside the site may be late). */
const REACH_MS = 30_000;
const HEARTBEAT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where DATABASE_URL names PostgreSQL: reach it and bring its schema up to date before the first
 * request, then compare this instance's build with the others' and say what differs. */
export async function startSharedStores(databaseUrl: string) {
  const host = new URL(databaseUrl).host;
  const started = Date.now();
  let opened: Stores;
  for (;;) {
    try {
      opened = await stores();
      break;
    } catch (error) {
      if (!(error instanceof DatabaseUnavailable) || Date.now() - started > REACH_MS) {
        throw new Error(
          `DATABASE_URL: the PostgreSQL server at ${host} cannot be used: ${(error as Error).message}`,
        );
      }
      await pause(1000);
    }
  }
  const database = opened.database!;
  const self = instanceBuild();
  if (!self) return; // `next dev`: one instance
  const check = async () => {
    const problems = instanceProblems(self, await registerInstance(database, self));
    for (const problem of problems) {
      console.warn(
        `[instances] ${problem}: build once and start the same release everywhere (docs/deploy.md, "Several instances").`,
      );
    }
  };
  await check();
  const heartbeat = setInterval(() => void check().catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  beforeStoresClose(async () => {
    clearInterval(heartbeat);
    await forgetInstance(database).catch(() => {});
  });
  console.log(`Data: PostgreSQL at ${host}`);
}
