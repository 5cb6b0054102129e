import fs from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
