/** npm run bench:dev [-- --rounds 10]: how soon `npm run dev` shows an owner's edit, on a copy of
 * the sample, warm: `/` and a browser's reload with nothing changed and just after an edit, the
 * open page drawing it by itself, and what reading the content once costs. */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { editJson } from '../e2e/support/build';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { startDev } from '../e2e/support/dev';
import { loadContent } from '../lib/content/load';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3490' },
  },
});
const rounds = Math.min(Math.max(Number(values.rounds) || 10, 3), 50);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const row = (what: string, times: number[]) =>
  `| ${what} | ${median(times).toFixed(0)} ms | ${Math.max(...times).toFixed(0)} ms |`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function main() {
  const dev = await startDev(Number(values.port), { cache: true });
  const home = `${dev.origin}/`;
  const setTitle = (title: string) =>
    editJson(path.join(dev.configDir, 'about.json'), (json) => void (json.title = title));
  const rows: string[] = [];
  try {
    for (let i = 0; i < 5; i += 1) await (await fetch(home)).text();

    const unchanged: number[] = [];
    for (let i = 0; i < rounds * 2; i += 1) {
      unchanged.push((await timed(async () => (await fetch(home)).text()))[0]);
    }
    rows.push(row('`/`, nothing changed', unchanged));

    const edited: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      setTitle(`Edit ${i}`);
      await sleep(300); // the owner looks up from the editor
      const [time, html] = await timed(async () => (await fetch(home)).text());
      if (!html.includes(`Edit ${i}`)) throw new Error(`edit ${i} is not on the page`);
      edited.push(time);
    }
    rows.push(row('`/`, just after an edit to about.json', edited));

    const browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    const following = page.waitForResponse((r) => r.url().endsWith('/api/content-edits'));
    await page.goto(home);
    await following;
    const headline = page.locator('#about p:has(+ h1)');
    const reload = async () => (await timed(() => page.reload({ waitUntil: 'load' })))[0];
    for (let i = 0; i < 3; i += 1) await reload();
    const unchangedReloads: number[] = [];
    for (let i = 0; i < rounds; i += 1) unchangedReloads.push(await reload());
    const reloads: number[] = [];
    const itself: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      // Timed in the page as the text changes, not at Playwright's next look.
      const drawn = page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              if (!document.body.textContent?.includes(text)) return;
              observer.disconnect();
              resolve(Date.now());
            });
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true,
            });
          }),
        `Drawn ${i}`,
      );
      await sleep(100);
      const saved = Date.now();
      setTitle(`Drawn ${i}`);
      itself.push((await drawn) - saved);
      await sleep(300);
      setTitle(`Reloaded ${i}`);
      await sleep(300);
      reloads.push(await reload());
      if ((await headline.textContent()) !== `Reloaded ${i}`) throw new Error('not reloaded');
      await sleep(500);
    }
    await browser.close();
    rows.push(row("a browser's reload, nothing changed (to `load`)", unchangedReloads));
    rows.push(row("a browser's reload after an edit (to `load`)", reloads));
    rows.push(row('the open page drawing an edit by itself, from the save', itself));

    const reads: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const start = performance.now();
      const result = loadContent({ configDir: dev.configDir, publicDir: dev.publicDir });
      reads.push(performance.now() - start);
      if (!result.ok) throw new Error('the copy of the sample is invalid');
    }
    rows.push(row('reading and checking the content once (`loadContent`)', reads));
  } finally {
    await dev.stop();
  }
  console.log(`\n| ${rounds} rounds, warm | median | slowest |\n| --- | --- | --- |`);
  console.log(rows.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
