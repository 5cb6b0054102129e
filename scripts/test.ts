/** `npm test [-- ARGS]`: the unit tests, with every content set's production build made beside
 * them, then the browser tests on those builds (ARGS go to `playwright test`). A build that fails
 * is made again, and reported, by its set's own run. Plain Node, as test-e2e.ts. */
import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnvironment } from '../lib/settings';
import { prepareSite, serverEnv, sites } from '../e2e/support/sites';
import { testE2e } from './test-e2e';

const exitCode = (program: string, args: string[], options: SpawnOptions) =>
  new Promise<number>((resolve) => {
    const child = spawn(program, args, options);
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

/** npm's own script when run through npm, so that no shell (nor `npm.cmd`) is needed. */
const NPM = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

/** Builds each set in turn, its output in test-results/builds/; answers the sets built. */
export async function buildSets(logs = path.join('test-results', 'builds')): Promise<Set<string>> {
  fs.mkdirSync(logs, { recursive: true });
  const built = new Set<string>();
  for (const set of Object.values(sites)) {
    const started = Date.now();
    const log = path.join(logs, `${set.name}.log`);
    const out = fs.openSync(log, 'w');
    const code = await exitCode(NPM[0]!, [...NPM.slice(1), 'run', 'build'], {
      cwd: prepareSite(set.name),
      stdio: ['ignore', out, out],
      env: childEnvironment(serverEnv(set, set.port)),
    });
    fs.closeSync(out);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (code === 0) built.add(set.name);
    console.log(
      `[builds] ${set.name}: ${code === 0 ? 'built' : 'FAILED'} in ${seconds} s (${log})`,
    );
  }
  return built;
}

async function main(argv: string[]) {
  // Built for the sets' own ports: a run on other ones builds as it goes.
  const builds = process.env.E2E_PORT ? Promise.resolve(new Set<string>()) : buildSets();
  const jest = await exitCode(process.execPath, [require.resolve('jest/bin/jest')], {
    stdio: 'inherit',
  });
  const e2e = testE2e(argv, { prebuilt: await builds });
  return jest === 0 && e2e === 0 ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
