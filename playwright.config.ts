import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './e2e/support/chromium';
import { selectedSite, serverEnv, siteRoot } from './e2e/support/sites';

// One content set per run, picked by E2E_SITE, each against its own production build.
const site = selectedSite();
const root = siteRoot(site.name);
const PORT = Number(process.env.E2E_PORT ?? site.port);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** Emptied before each run. */
export const E2E_DATA_DIR = root === '.' ? '.next-e2e-data' : `${root}/.next-e2e-data`;

/** They read the content they check, so they hold for any content set. */
const PAGE_SPECS = [
  'home',
  'category',
  'project',
  'not-found',
  'frame',
  'metadata',
  'share',
  'a11y',
  'content-paths',
  'pictures',
  'owner-scripts',
  'theme',
  'languages',
  'deferred-hydration',
  'hire',
  'notes',
  'cv',
  'search',
  'private',
];

const SPECS: Record<string, string | string[]> = {
  sample: '**/*.spec.ts',
  'new-owner': ['**/new-owner.spec.ts', '**/not-found.spec.ts', '**/deferred-hydration.spec.ts'],
};
/** Each builds a clone of the project: queued first, so their long runs overlap the rest. */
const OWN_BUILDS = ['**/first-hour.spec.ts', '**/publish.spec.ts'];
/** Specs that start servers of their own, run after the rest with nothing beside them. */
const ALONE = ['**/instances.spec.ts'];
/** The site as deployed: the build behind the shipped nginx, over HTTPS at a host name. */
const PRODUCTION = ['**/production.spec.ts'];

const IGNORED = site.name === 'new-owner' ? [] : ['**/new-owner.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/test-setup.ts',
  globalTeardown: './e2e/support/test-teardown.ts',
  testMatch: SPECS[site.name] ?? PAGE_SPECS.map((name) => `**/${name}.spec.ts`),
  testIgnore: IGNORED,
  grepInvert: site.name === 'sample' ? undefined : /@sample-only/,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only at a second attempt is a bug to fix, so none is retried, in CI either.
  retries: 0,
  timeout: 30_000,
  // e2e/support/summary.ts reads the JSON back once both sets have run, so that the failures are
  // the last thing the CI log shows.
  reporter: process.env.CI
    ? [['line'], ['json', { outputFile: `test-results/${site.name}.json` }]]
    : 'list',
  // A run empties only its own folder, so each set keeps its failure traces (`--trace on` in CI).
  outputDir: `test-results/${site.name}`,
  use: {
    baseURL,
    // Recording every test for the few that fail costs much of a run's time, and CI keeps no files.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: testLaunchOptions,
  },
  projects: [
    ...(site.name === 'sample'
      ? [{ name: `${site.name}-own-builds`, testMatch: OWN_BUILDS, use: devices['Desktop Chrome'] }]
      : []),
    {
      name: site.name,
      testIgnore: [...IGNORED, ...OWN_BUILDS, ...ALONE, ...PRODUCTION],
      use: { ...devices['Desktop Chrome'] },
    },
    // Once the others are done: its servers, PostgreSQL and a killed instance would slow the
    // timing-sensitive tests running beside it.
    ...(site.name === 'sample'
      ? [
          { name: `${site.name}-alone`, testMatch: ALONE, dependencies: [site.name] },
          {
            name: `${site.name}-production`,
            testMatch: PRODUCTION,
            dependencies: [site.name],
          },
        ]
      : []),
  ],
  webServer: {
    // E2E_PREBUILT: `npm test` built the set already, beside the unit tests (scripts/run-tests.ts).
    command: [
      ...(root === '.' || process.env.E2E_PREBUILT
        ? []
        : [`node_modules/.bin/tsx e2e/support/sites.ts prepare ${site.name}`]),
      ...(root === '.' ? [] : [`cd ${root}`]),
      'rm -rf .next-e2e-data',
      ...(process.env.E2E_PREBUILT ? [] : ['npm run build']),
      'node .next/standalone/start.mjs',
    ].join(' && '),
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: serverEnv(site, PORT),
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
