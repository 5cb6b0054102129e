/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { namedSets, testE2e } from './test-e2e';

// Each case starts up to three Node processes: a second each on a busy machine.
jest.setTimeout(30_000);

let dir: string;
let log: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-test-e2e-'));
  log = path.join(dir, 'runs.log');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in for `playwright test` that notes each run and fails the sets in `failing`. */
const recorder = (failing: string[]) => [
  process.execPath,
  '-e',
  `require('fs').appendFileSync(${JSON.stringify(log)}, [process.env.E2E_SITE, ...process.argv.slice(1)].join(' ') + '\\n');
   process.exit(${JSON.stringify(failing)}.includes(process.env.E2E_SITE) ? 1 : 0);`,
  '--',
];
const runs = () => fs.readFileSync(log, 'utf8').trim().split('\n');

test('every set runs, in turn, even after one fails; the run fails when any set did', async () => {
  expect(await testE2e([], { command: recorder(['photographer']), results: dir })).toBe(1);
  expect(runs()).toEqual(['sample', 'photographer', 'new-owner']);
});

test('the run passes when every set passed, and passes its arguments to each', async () => {
  expect(await testE2e(['--grep', '@quick'], { command: recorder([]), results: dir })).toBe(0);
  expect(runs()).toEqual([
    'sample --grep @quick',
    'photographer --grep @quick',
    'new-owner --grep @quick',
  ]);
});

test('the last set failing fails the run too', async () => {
  expect(await testE2e([], { command: recorder(['new-owner']), results: dir })).toBe(1);
  expect(runs()).toHaveLength(3);
});

test('the run of every set clears the reports of the last one first, and only those', async () => {
  fs.writeFileSync(path.join(dir, 'sample.json'), '{}');
  fs.mkdirSync(path.join(dir, 'sample'));
  await testE2e([], { command: recorder([]), results: dir });
  expect(fs.readdirSync(dir).sort()).toEqual(['runs.log', 'sample']);
});

test('a set named first runs alone, with the arguments after it, and keeps the reports', async () => {
  fs.writeFileSync(path.join(dir, 'sample.json'), '{}');
  expect(
    await testE2e(['photographer', 'e2e/home.spec.ts'], {
      command: recorder(['photographer']),
      results: dir,
    }),
  ).toBe(1);
  expect(runs()).toEqual(['photographer e2e/home.spec.ts']);
  expect(fs.existsSync(path.join(dir, 'sample.json'))).toBe(true);
  expect(await testE2e(['new-owner'], { command: recorder(['photographer']), results: dir })).toBe(
    0,
  );
});

test('a set built beforehand is told so, and only that one', async () => {
  const command = [
    process.execPath,
    '-e',
    `require('fs').appendFileSync(${JSON.stringify(log)}, process.env.E2E_SITE + ' ' + (process.env.E2E_PREBUILT ?? '-') + '\\n')`,
    '--',
  ];
  expect(
    await testE2e([], {
      command,
      results: dir,
      prebuilt: { sample: Promise.resolve(false), photographer: Promise.resolve(true) },
    }),
  ).toBe(0);
  expect(runs()).toEqual(['sample -', 'photographer 1', 'new-owner -']);
});

test('the sets named are those before the first other argument', () => {
  expect(namedSets(['sample', '--grep', '@quick'])).toEqual(['sample']);
  expect(namedSets(['photographer', 'new-owner', 'e2e/home.spec.ts'])).toEqual([
    'photographer',
    'new-owner',
  ]);
  expect(namedSets(['--grep', 'sample'])).toEqual([]);
});
