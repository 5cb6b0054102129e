/** npm run screenshots -- [base URL] [out dir] [path ...], of a running site. Env: WIDTHS=375,1280,
 * SCHEME=dark|light (the device's), THEME=light|dark|system (a visitor's stored choice). */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { watchNetwork } from '../e2e/support';

const [base = 'http://127.0.0.1:3000', out = 'screenshots', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/', '/category/all', '/404'];
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
const colorScheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const choice = process.env.THEME;

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
        fullPage: process.env.FULL !== '0',
        animations: 'disabled',
      });
      console.log(path.join(out, name));
      await page.close();
    }
  }
  await browser.close();
}

void main();
