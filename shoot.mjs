import { chromium } from '@playwright/test';
const [,, base, out, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const spec of specs) {
  const [path, width, theme = 'light', selector = '', name = ''] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.route('**/api/events', (r) => r.fulfill({ status: 204 }));
  await page.goto(base + path, { waitUntil: 'load' });
  await page.evaluate(() => (document.documentElement.dataset.renderAll = ''));
  await page.waitForTimeout(800);
  const file = `${out}/${name || path.replace(/\W+/g, '_')}-${width}-${theme}.png`;
  if (selector) {
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await el.screenshot({ path: file });
  } else await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await page.close();
}
await browser.close();
