import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Debian's `chromium-headless-shell`: the same engine without the browser's own pages and
 * processes, as Playwright prefers for headless runs, so each test's page costs far less. */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Which Chromium to start: CHROMIUM_PATH when set, else Debian's; on Windows, Microsoft Edge,
 * which every Windows 10 and 11 has (Chromium too, to Playwright); elsewhere, Playwright's own
 * (`npx playwright install chromium`). */
export function chromiumBrowser(
  chromiumPath: string | undefined,
  platform: NodeJS.Platform = process.platform,
  exists: (file: string) => boolean = fs.existsSync,
): { executablePath?: string; channel?: string } {
  if (chromiumPath?.trim()) return { executablePath: chromiumPath.trim() };
  if (platform === 'win32') return { channel: 'msedge' };
  return exists(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {};
}

/** The browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell where it is
 * installed, else the owner's Chromium as above. Lighthouse keeps the full browser it measures. */
export function testBrowser(
  chromiumPath: string | undefined,
  platform: NodeJS.Platform = process.platform,
  exists: (file: string) => boolean = fs.existsSync,
): { executablePath?: string; channel?: string } {
  if (!chromiumPath?.trim() && platform === 'linux' && exists(DEBIAN_HEADLESS_SHELL)) {
    return { executablePath: DEBIAN_HEADLESS_SHELL };
  }
  return chromiumBrowser(chromiumPath, platform, exists);
}

/** The tests', cv-pdf's and the screenshots' browser, with no sandbox (as root) and no network
 * chatter. */
export const chromiumLaunchOptions = {
  ...chromiumBrowser(process.env.CHROMIUM_PATH),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** What the browser tests launch (playwright.config.ts and the specs that start their own). */
export const testLaunchOptions = {
  ...chromiumLaunchOptions,
  ...testBrowser(process.env.CHROMIUM_PATH),
};
