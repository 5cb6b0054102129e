import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareSite, serverEnv, sites } from './sites';

/** npm's own script when run through npm, so that no shell (nor `npm.cmd`) is needed. */
const NPM = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

/** A program run to its end: its exit code, 1 when it could not start or was stopped. */
export const exitCode = (
  program: string,
  args: readonly string[],
  { priority, ...options }: SpawnOptions & { priority?: number } = {},
) =>
  new Promise<number>((resolve) => {
    const child = spawn(program, args, options);
    if (priority !== undefined && child.pid) os.setPriority(child.pid, priority);
    child.on('error', (error) => {
      console.error(`${program}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

/** `npm run build` in `cwd` at the lowest priority, so that tests running beside it come first. */
const build = (cwd: string, env: Record<string, string>, log: number) =>
  exitCode(NPM[0]!, [...NPM.slice(1), 'run', 'build'], {
    cwd,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...env },
    priority: os.constants.priority.PRIORITY_LOW,
  });

/** Builds each set in turn for its own port, logs in test-results/builds/: per set, whether it was
 * built. None when E2E_PORT moves the sets elsewhere: they build as they run. */
export function buildSets(
  only: readonly string[] = [],
  logs = path.join('test-results', 'builds'),
): Record<string, Promise<boolean>> {
  if (process.env.E2E_PORT) return {};
  fs.mkdirSync(logs, { recursive: true });
  let before = Promise.resolve(true);
  const chosen = Object.values(sites).filter((set) => !only.length || only.includes(set.name));
  return Object.fromEntries(
    chosen.map((set) => {
      const built = before.then(async () => {
        try {
          const started = Date.now();
          const log = path.join(logs, `${set.name}.log`);
          const out = fs.openSync(log, 'w');
          const code = await build(prepareSite(set.name), serverEnv(set, set.port), out);
          fs.closeSync(out);
          const seconds = Math.round((Date.now() - started) / 1000);
          console.log(
            `[builds] ${set.name}: ${code ? 'FAILED' : 'built'} in ${seconds} s, see ${log}`,
          );
          return code === 0;
        } catch (error) {
          console.log(`[builds] ${set.name}: FAILED: ${(error as Error).message}`);
          return false;
        }
      });
      before = built;
      return [set.name, built];
    }),
  );
}
