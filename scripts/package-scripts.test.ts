/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// npm runs a script with sh on Linux and macOS but cmd.exe on Windows: only what both read alike
// (a command, its arguments, double quotes, && and ||) may appear; logic goes into a Node script.
const POSIX_ONLY: [RegExp, string][] = [
  [/(^|&&|\|\||\|)\s*[A-Za-z_][A-Za-z0-9_]*=/, 'a variable set before a command (VAR=value cmd)'],
  [/\$/, 'a shell variable or substitution ($VAR, $?, $(…))'],
  [/`/, 'a backquoted command'],
  [/;/, 'commands chained with ;'],
  [/(^|[^&])&($|[^&])/, 'a command sent to the background with &'],
  [/(^|\s)\[\[?\s/, 'a test with [ … ]'],
  [/'/, 'single quotes, which cmd.exe passes on as they are'],
  [/\/dev\/null|(^|\s)~\//, 'a POSIX path (/dev/null, ~/)'],
  [
    /(^|&&|\|\||\|)\s*(rm|cp|mv|mkdir|cat|ln|chmod|touch|export|test|true|false|sleep|grep|sed|find|env|which|echo)\b/,
    'a POSIX command',
  ],
];

/** The POSIX-only constructs in a script; a double-quoted argument is read as one word. */
export function posixOnly(script: string): string[] {
  const unquoted = script.replace(/"[^"]*"/g, '""');
  const found = POSIX_ONLY.filter(([pattern]) => pattern.test(unquoted)).map(([, what]) => what);
  if (/\*/.test(unquoted)) found.push('a glob that sh expands and cmd.exe does not');
  return found;
}

test('no npm script uses syntax that cmd.exe, which runs them on Windows, does not read', () => {
  const { scripts } = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'),
  ) as { scripts: Record<string, string> };
  const wrong = Object.entries(scripts).flatMap(([name, script]) =>
    posixOnly(script).map((what) => `${name}: ${what}`),
  );
  expect(wrong).toEqual([]);
});

test.each([
  ['E2E_SITE=photographer playwright test', 'a variable set before a command (VAR=value cmd)'],
  ['jest && NODE_ENV=test next build', 'a variable set before a command (VAR=value cmd)'],
  ['playwright test; sample=$?', 'commands chained with ;'],
  ['tsx a.ts; [ $sample = 0 ]', 'a test with [ … ]'],
  ['rm -f test-results/*.json', 'a POSIX command'],
  ['tsx a.ts && rm -rf .next', 'a POSIX command'],
  ["prettier --check 'app/**'", 'single quotes, which cmd.exe passes on as they are'],
  ['next start &', 'a command sent to the background with &'],
  ['node a.js 2>/dev/null', 'a POSIX path (/dev/null, ~/)'],
  ['eslint src/*.ts', 'a glob that sh expands and cmd.exe does not'],
])('%s is refused: %s', (script, what) => {
  expect(posixOnly(script)).toContain(what);
});

test.each([
  'next build && tsx build/finish.ts',
  'node scripts/upgrade-dependencies.mjs && tsx scripts/upgrade.ts && npm run -s check-config',
  'jest --maxWorkers=100% && playwright test --grep @quick --workers=2',
  'tsx scripts/test-e2e.ts photographer',
  'prettier --check "app/**/*.scss"',
  'node .next/standalone/start.mjs',
])('%s is read alike by sh and cmd.exe', (script) => {
  expect(posixOnly(script)).toEqual([]);
});
