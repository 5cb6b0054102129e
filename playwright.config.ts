import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The test server's own database folder, emptied before each run. */
export const E2E_DATA_DIR = '.next-e2e-data';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A production build, served the way the owner serves it (`npm start`).
    command: `rm -rf ${E2E_DATA_DIR} && npm run build && node .next/standalone/start.mjs`,
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: E2E_DATA_DIR,
      // Every test browser shares one address; the default 120 views a minute would throttle them.
      EVENTS_RATE_LIMIT: '100000/1m',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
