/** `npm test [-- ARGS]`: the unit tests beside every content set's production build, then each
 * set's browser tests once its build is made (ARGS go to `playwright test`). A failed build is made
 * again, and reported, by its set's own run. Plain Node, as test-e2e.ts. */
import { buildSets, exitCode } from '../e2e/support/prebuild';
import { namedSets, testE2e } from './test-e2e';

const jest = () =>
  exitCode(process.execPath, [require.resolve('jest/bin/jest')], { stdio: 'inherit' });

async function main(argv: string[]) {
  const builds = buildSets(namedSets(argv));
  const unit = await jest();
  const e2e = await testE2e(argv, { prebuilt: builds });
  return unit === 0 && e2e === 0 ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
