import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { configCopy, editJson, run, startServer } from './support/build';

// A second build of the sample site whose about.scripts holds inline and src scripts.
const PORT = 3101;
const DIST = '.next-e2e-scripts';
const scripts = [
  '<script>(window.ownerScripts = window.ownerScripts || []).push("inline-1")</script>',
  '<script src="data:text/javascript,window.ownerScripts.push(%22src-2%22)"></script>',
  '<script>window.ownerScripts.push("inline-3")</script>',
].join('\n');

let server: ChildProcess | undefined;

test.describe('the owner scripts', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const config = configCopy((dir) =>
      editJson(path.join(dir, 'about.json'), (json) => {
        json.scripts = scripts;
      }),
    );
    const build = run('npm', ['run', 'build'], { CONFIG_DIR: config, NEXT_DIST_DIR: DIST });
    expect(build.status, build.output).toBe(0);
    server = await startServer(DIST, PORT, { CONFIG_DIR: config });
  });

  test.afterAll(() => {
    server?.kill();
  });

  const ran = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as { ownerScripts?: string[] }).ownerScripts);

  for (const route of ['/', '/category/all', '/missing-page']) {
    test(`run once each, in order, on ${route}`, async ({ page }) => {
      await page.goto(`http://127.0.0.1:${PORT}${route}`);
      await expect.poll(() => ran(page)).toEqual(['inline-1', 'src-2', 'inline-3']);
    });
  }

  test('do not run again on in-site navigation, and run afresh on a reload', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await expect.poll(() => ran(page)).toEqual(['inline-1', 'src-2', 'inline-3']);
    await page
      .getByRole('link', { name: 'My Portfolio' })
      .or(page.locator('a[href="/category/all"]'))
      .first()
      .click();
    await expect(page).toHaveURL(/\/category\/all/);
    expect(await ran(page)).toEqual(['inline-1', 'src-2', 'inline-3']);
    await page.reload();
    await expect.poll(() => ran(page)).toEqual(['inline-1', 'src-2', 'inline-3']);
  });

  test('are absent from the sample site, whose scripts are ""', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-owner-scripts');
  });
});
