/**
 * npm run bench [-- --runs 3 --seconds 10 --connections 20 --no-build --out FILE]
 *
 * Builds the site, starts the production server on 127.0.0.1 and prints one table:
 *  - Lighthouse (mobile preset, simulated throttling, Debian Chromium), the median of `runs` runs,
 *    for /, /category/all and one project page, each loaded once beforehand (warm image cache);
 *  - first-load JavaScript per route in gzip bytes, the framework's shared part and ours;
 *  - requests per second and p99 latency of / and the project page under autocannon, next to a
 *    plain static file server serving the same prerendered HTML.
 * Every budget is checked at the end; the run fails when one is missed. The table is written to
 * bench-results/ as Markdown (and the figures as JSON) so that two runs can be compared.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoad, readAsset, type FirstLoad } from './bench/first-load';
import { audit, warmUp, type Audit } from './bench/lighthouse';
import { load, type LoadResult } from './bench/load';
import { ensureBuild, startProduction, stopProcess, waitUntilUp } from './bench/server';
import { frameworkFiles } from './build/page-scripts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const clamp = (raw: string | undefined, low: number, high: number, fallback: number) =>
  Math.min(Math.max(Number(raw) || fallback, low), high);
const runs = clamp(values.runs, 1, 9, 3);
const seconds = clamp(values.seconds, 1, 30, 10);
const connections = clamp(values.connections, 1, 100, 20);

const SITE_PORT = 3190;
const STATIC_PORT = 3191;
const SITE = `http://127.0.0.1:${SITE_PORT}`;

const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  tbt: 100,
  ownJsHome: 40 * 1024,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function table(header: string[], rows: (string | number)[][]) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

/** The first project page listed in the sitemap. */
async function projectPath() {
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
  const match = /<loc>[^<]*?(\/portfolio\/[^<]+)<\/loc>/.exec(sitemap);
  if (!match) throw new Error('the sitemap lists no project page');
  return match[1]!;
}

async function main() {
  const started = Date.now();
  if (values['no-build']) ensureBuild({ force: false });
  else {
    process.env.SITE_URL = SITE;
    ensureBuild({ force: true });
  }
  const server = await startProduction(SITE_PORT, { SITE_URL: SITE, EVENTS_RATE_LIMIT: 'off' });
  const pages: string[] = [];
  const audits = new Map<string, Audit>();
  const loads = new Map<string, FirstLoad>();
  const serverLoad = new Map<string, LoadResult>();
  const staticLoad = new Map<string, LoadResult>();
  try {
    pages.push('/', '/category/all', await projectPath());

    const fw = frameworkFiles();
    const read = readAsset();
    for (const route of [...pages, '/this-page-does-not-exist']) {
      const html = await (await fetch(`${SITE}${route}`)).text();
      loads.set(route, firstLoad(html, fw, read));
    }

    console.log('Warming up: each page loaded once');
    await warmUp(pages.map((route) => `${SITE}${route}`));
    for (const route of pages) {
      console.log(`Lighthouse ×${runs}: ${route}`);
      audits.set(route, await audit(`${SITE}${route}`, runs));
    }

    for (const route of [pages[0]!, pages[2]!]) {
      console.log(`autocannon ${seconds} s × ${connections} connections: ${route}`);
      serverLoad.set(route, await load(`${SITE}${route}`, seconds, connections));
    }
  } finally {
    await server.stop();
  }

  const files = spawn(
    'node_modules/.bin/tsx',
    ['scripts/bench/static-server.ts', '.next/server/app', String(STATIC_PORT)],
    { stdio: 'ignore' },
  );
  try {
    const origin = `http://127.0.0.1:${STATIC_PORT}`;
    await waitUntilUp(`${origin}/`);
    for (const route of [pages[0]!, pages[2]!]) {
      console.log(`autocannon ${seconds} s × ${connections} connections: ${route} (static files)`);
      staticLoad.set(route, await load(`${origin}${route}`, seconds, connections));
    }
  } finally {
    await stopProcess(files);
  }

  const lighthouseTable = table(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'total bytes'],
    pages.map((route) => {
      const a = audits.get(route)!;
      return [
        route,
        a.performance,
        a.accessibility,
        a.bestPractices,
        a.seo,
        ms(a.lcp),
        ms(a.tbt),
        a.cls.toFixed(3),
        kb(a.totalBytes),
      ];
    }),
  );
  const jsTable = table(
    ['route', 'framework', 'ours', 'total', 'lightgallery'],
    [...loads].map(([route, js]) => [
      route === '/this-page-does-not-exist' ? '404' : route,
      kb(js.framework),
      kb(js.own),
      kb(js.framework + js.own),
      js.lightgallery ? 'YES' : 'no',
    ]),
  );
  const loadTable = table(
    ['page', 'site req/s', 'site p99', 'static req/s', 'static p99', 'site ÷ static'],
    [...serverLoad].map(([route, site]) => {
      const plain = staticLoad.get(route)!;
      return [
        route,
        site.requestsPerSecond,
        ms(site.p99),
        plain.requestsPerSecond,
        ms(plain.p99),
        (site.requestsPerSecond / plain.requestsPerSecond).toFixed(2),
      ];
    }),
  );

  const misses: string[] = [];
  for (const [route, a] of audits) {
    if (a.performance < BUDGET.performance) misses.push(`${route}: performance ${a.performance}`);
    if (a.accessibility < BUDGET.accessibility)
      misses.push(`${route}: accessibility ${a.accessibility}`);
    if (a.bestPractices < BUDGET.bestPractices)
      misses.push(`${route}: best practices ${a.bestPractices}`);
    if (a.seo < BUDGET.seo) misses.push(`${route}: SEO ${a.seo}`);
    if (a.cls > BUDGET.cls) misses.push(`${route}: CLS ${a.cls.toFixed(3)}`);
    if (a.tbt > BUDGET.tbt) misses.push(`${route}: TBT ${ms(a.tbt)}`);
    for (const failure of a.failures) misses.push(`${route}: failed audit ${failure}`);
  }
  const home = loads.get('/')!;
  if (home.own > BUDGET.ownJsHome) misses.push(`/: our first-load JS ${kb(home.own)}`);
  for (const [route, js] of loads)
    if (js.lightgallery) misses.push(`${route}: lightgallery in the first load`);
  for (const [route, result] of [...serverLoad, ...staticLoad])
    if (result.non2xx + result.errors > 0)
      misses.push(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);

  const when = new Date();
  const report = [
    `# Benchmark, ${when.toISOString()}`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${os.platform()}; Lighthouse mobile preset, median of ${runs} runs after one untimed load of each page; autocannon ${seconds} s × ${connections} connections on 127.0.0.1.`,
    '',
    '## Lighthouse',
    '',
    lighthouseTable,
    '',
    '## First-load JavaScript (gzip)',
    '',
    jsTable,
    '',
    '## Throughput',
    '',
    loadTable,
    '',
    '## Budgets',
    '',
    `perf ≥ ${BUDGET.performance}, a11y/best practices/SEO 100, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbt} ms, our first-load JS on / ≤ ${kb(BUDGET.ownJsHome)}, no lightgallery in any first load.`,
    '',
    misses.length === 0 ? 'All met.' : misses.map((miss) => `- MISSED: ${miss}`).join('\n'),
    '',
    `Took ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
  ].join('\n');

  const out =
    values.out ??
    path.join('bench-results', `bench-${when.toISOString().replace(/[:.]/g, '-')}.md`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report);
  fs.writeFileSync(
    out.replace(/\.md$/, '') + '.json',
    JSON.stringify(
      {
        when: when.toISOString(),
        lighthouse: Object.fromEntries(audits),
        firstLoad: Object.fromEntries(loads),
        throughput: {
          site: Object.fromEntries(serverLoad),
          static: Object.fromEntries(staticLoad),
        },
        misses,
      },
      null,
      2,
    ),
  );
  console.log(`\n${report}\nWritten to ${out}`);
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
