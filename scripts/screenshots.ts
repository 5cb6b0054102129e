/** npm run screenshots -- [base URL] [out dir] [path ...], of a running site. Options:
 * --widths=375,1280, --scheme=dark|light (the device's), --theme=light|dark|system (a visitor's
 * stored choice), --viewport (the first screen only, not the whole page). */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { watchNetwork } from '../e2e/support';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    widths: { type: 'string', default: '375,768,1280' },
    scheme: { type: 'string', default: 'light' },
    theme: { type: 'string' },
    viewport: { type: 'boolean', default: false },
  },
});
const [base = 'http://127.0.0.1:3000', out = 'screenshots', ...paths] = positionals;
const routes = paths.length ? paths : ['/', '/category/all', '/404'];
const widths = values.widths.split(',').map(Number);
if (!widths.every((width) => Number.isInteger(width) && width > 0)) {
  throw new Error(`--widths takes whole numbers of pixels separated by commas, such as 375,1280`);
}
const colorScheme = values.scheme === 'dark' ? 'dark' : 'light';
const choice = values.theme;

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const route of routes) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      await page.route('**/api/events', (r) => r.fulfill({ status: 204 }));
      if (choice) await page.addInitScript((theme) => localStorage.setItem('theme', theme), choice);
      const untilQuiet = watchNetwork(page, base);
      await page.goto(new URL(route, base).toString(), { waitUntil: 'load' });
      await untilQuiet();
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
        // The site scrolls smoothly, and a capture mid-way would not show the top.
        window.scrollTo({ top: 0, behavior: 'instant' });
        // A full-page capture does not scroll: render-when-near blocks would come out blank.
        document.documentElement.dataset.renderAll = '';
      });
      await untilQuiet();
      const slug = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      const theme = choice ?? colorScheme;
      const name = `${slug}-${width}${theme === 'light' ? '' : `-${theme}`}.png`;
      await page.screenshot({
        path: path.join(out, name),
        fullPage: !values.viewport,
        animations: 'disabled',
      });
      console.log(path.join(out, name));
      await page.close();
    }
  }
  await browser.close();
}

void main();
