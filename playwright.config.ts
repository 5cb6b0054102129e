import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { selectedSite, siteRoot } from './e2e/support/sites';

// One content set per run, picked by E2E_SITE (e2e/support/sites.ts): `npm run test:e2e` runs the sample,
// then the photographer set, each against its own production build.
const site = selectedSite();
const root = siteRoot(site.name);
const PORT = Number(process.env.E2E_PORT ?? site.port);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The test server's own database folder, emptied before each run (relative to the project). */
export const E2E_DATA_DIR = root === '.' ? '.next-e2e-data' : `${root}/.next-e2e-data`;

/** The specs that read the content they check, so hold for any content set. */
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
  'page-scripts',
];

/** The specs each set runs: every one on the sample, the page specs on another set, and its own
 * spec on the owner who has no content yet. */
const SPECS: Record<string, string | string[]> = {
  sample: '**/*.spec.ts',
  'new-owner': ['**/new-owner.spec.ts', '**/not-found.spec.ts', '**/page-scripts.spec.ts'],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: SPECS[site.name] ?? PAGE_SPECS.map((name) => `**/${name}.spec.ts`),
  // The new owner's spec needs that set's build.
  testIgnore: site.name === 'new-owner' ? [] : ['**/new-owner.spec.ts'],
  // Tests of behaviour that is the same whatever the content are tagged @sample-only.
  grepInvert: site.name === 'sample' ? undefined : /@sample-only/,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // In CI the line reporter, plus a JSON record that `e2e/support/summary.ts` reads back once both
  // sets have run, so the failures and retried tests are the last thing the log shows.
  reporter: process.env.CI
    ? [['line'], ['json', { outputFile: `test-results/${site.name}.json` }]]
    : 'list',
  // Each set keeps its own failure traces: a run empties only its own folder.
  outputDir: `test-results/${site.name}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: site.name, use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A production build, served the way the owner serves it (`npm start`); a set other than
    // the sample is first laid out in its workspace, .sites/<name>/.
    command: [
      ...(root === '.'
        ? []
        : [`node_modules/.bin/tsx e2e/support/sites.ts prepare ${site.name}`, `cd ${root}`]),
      'rm -rf .next-e2e-data',
      'npm run build',
      'node .next/standalone/start.mjs',
    ].join(' && '),
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      SITE_URL: baseURL,
      PAGE_SCRIPTS: site.pageScripts,
      DATA_DIR: '.next-e2e-data',
      // Every test browser shares one address; the default 120 views a minute (and 3,000 an hour
      // for the whole site) would throttle them.
      EVENTS_RATE_LIMIT: '100000/1m',
      EVENTS_SITE_RATE_LIMIT: 'off',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
