import { chromium } from '@playwright/test';
const [,, base, out, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const spec of specs) {
  const [path, width, theme = 'light', query = '', name = 'dialog', arrows = '0'] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 500 ? 760 : 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.route('**/api/events', (r) => r.fulfill({ status: 204 }));
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(1200);
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').waitFor();
  if (query) await page.keyboard.type(query, { delay: 30 });
  for (let i = 0; i < Number(arrows); i++) await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(600);
  const file = `${out}/${name}-${width}-${theme}.png`;
  await page.screenshot({ path: file });
  console.log(file);
  await page.close();
}
await browser.close();
