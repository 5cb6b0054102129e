/** `npm run test:e2e [-- ARGS]`: every content set's browser tests, each set run whatever the one
 * before gave, failures listed last; `test:e2e:photographer` one set. ARGS go to `playwright test`.
 * Plain Node, not shell syntax, so that it runs alike from sh, cmd.exe and PowerShell. */
import fs from 'node:fs';
import path from 'node:path';
import { childEnvironment } from '../lib/settings';
import { exitCode } from '../e2e/support/prebuild';
import { printSummaries } from '../e2e/support/summary';
import { sites } from '../e2e/support/sites';

/** Playwright's command line through Node itself: no shell, no `.cmd` wrapper on Windows. */
const PLAYWRIGHT = [process.execPath, require.resolve('@playwright/test/cli'), 'test'];

type Options = {
  /** What runs for each set, with E2E_SITE naming it and ARGS after it. */
  command?: readonly string[];
  /** Where a CI run's reports go (playwright.config.ts), read back by the summary. */
  results?: string;
  /** Per set, its production build being made (scripts/run-tests.ts): true once made, and its run
   * then only serves it. A set's run waits for its own build alone. */
  prebuilt?: Readonly<Record<string, Promise<boolean>>>;
};

/** The content sets named at the start of `argv`. */
export function namedSets(argv: readonly string[]) {
  const named: string[] = [];
  for (const arg of argv) {
    if (!Object.hasOwn(sites, arg)) break;
    named.push(arg);
  }
  return named;
}

/** Runs the sets named first in `argv`, or every set, and answers the exit code: 0 when each
 * passed. Only the run of every set clears the old reports and prints the summary. */
export async function testE2e(
  argv: readonly string[],
  { command = PLAYWRIGHT, results = 'test-results', prebuilt = {} }: Options = {},
): Promise<number> {
  const named = namedSets(argv);
  const args = argv.slice(named.length);
  const every = named.length === 0;
  if (every && fs.existsSync(results)) {
    for (const file of fs.readdirSync(results)) {
      if (file.endsWith('.json')) fs.rmSync(path.join(results, file), { force: true });
    }
  }
  const [program, ...before] = command;
  const failed: string[] = [];
  for (const name of every ? Object.keys(sites) : named) {
    const built = await prebuilt[name];
    const env = childEnvironment({ E2E_SITE: name, ...(built && { E2E_PREBUILT: '1' }) });
    // Not spawnSync: the builds of the sets after this one go on meanwhile.
    if ((await exitCode(program!, [...before, ...args], { stdio: 'inherit', env })) !== 0) {
      failed.push(name);
    }
  }
  if (every) printSummaries(results);
  return failed.length ? 1 : 0;
}

if (require.main === module) {
  void testE2e(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
