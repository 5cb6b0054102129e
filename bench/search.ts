import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { HYDRATED_EVENT } from '../lib/deferred-hydration';

export type SearchSize = {
  /** Each language's /search-index.json: bytes as sent, and gzipped. */
  indexes: { language: string; path: string; bytes: number; gzip: number }[];
  /** The scripts the browser fetches when search is first opened, gzipped. */
  dialog: { src: string; gzip: number }[];
};

/** The index of each language, and the dialog's code as a browser loads it on Ctrl+K. */
export async function searchSize(
  site: string,
  languages: readonly string[],
  read: (src: string) => Buffer,
): Promise<SearchSize> {
  const indexes = [];
  for (const [at, language] of languages.entries()) {
    const path = `${at === 0 ? '' : `/${language}`}/search-index.json`;
    const bytes = Buffer.from(await (await fetch(`${site}${path}`)).arrayBuffer());
    indexes.push({ language, path, bytes: bytes.length, gzip: zlib.gzipSync(bytes).length });
  }

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
    await page.addInitScript((event) => {
      window.addEventListener(event, () => (document.documentElement.dataset.benchReady = ''));
    }, HYDRATED_EVENT);
    await page.goto(`${site}/`);
    await page.locator('html[data-bench-ready]').waitFor({ state: 'attached' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/_next/') && url.pathname.endsWith('.js')) {
        scripts.push(url.pathname);
      }
    });
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').waitFor();
    const dialog = [...new Set(scripts)].map((src) => ({
      src,
      gzip: zlib.gzipSync(read(src)).length,
    }));
    return { indexes, dialog };
  } finally {
    await browser.close();
  }
}
