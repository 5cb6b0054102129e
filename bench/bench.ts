// npm run bench [-- --runs 5 --seconds 10 --connections 20 --no-build --deferred-only --out FILE
//                   --sites sample,photographer]: what it measures is in docs/performance.md.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoad, readAsset, type FirstLoad } from './first-load';
import { audit, warmUp, type Audit, type Scheme } from './lighthouse';
import { load, type LoadResult } from './load';
import { searchSize, type SearchSize } from './search';
import { ensureBuild, startProduction, stopProcess, waitUntilUp } from '../e2e/support/server';
import { loaderSources } from '../build/rewrites/deferred-hydration';
import { frameworkFiles } from '../build/rewrites/next-output';
import { prepareSite, site } from '../e2e/support/sites';
import { childEnvironment } from '../lib/settings';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
    // Without it, each set is first measured as Next.js builds it (DEFERRED_HYDRATION=off).
    'deferred-only': { type: 'boolean', default: false },
    out: { type: 'string' },
    // The content sets to measure, comma-separated (see e2e/support/sites.ts).
    sites: { type: 'string', default: 'sample,photographer' },
  },
});
const clamp = (raw: string | undefined, low: number, high: number, fallback: number) =>
  Math.min(Math.max(Number(raw) || fallback, low), high);
const runs = clamp(values.runs, 1, 9, 5);
const seconds = clamp(values.seconds, 1, 30, 10);
const connections = clamp(values.connections, 1, 100, 20);
const chosenSites = values.sites.split(',').map((name) => site(name.trim()).name);

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
  lcp: 2000,
  siteJsHome: 40 * 1024,
  searchIndex: 30 * 1024,
};

const NOINDEX = /^\/search\?/;
const NOT_CRAWLABLE = 'seo: is-crawlable';

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

async function projectPath(): Promise<string | undefined> {
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
  return /<loc>[^<]*?(\/portfolio\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
}

type SiteResult = {
  site: string;
  pages: string[];
  audits: Map<string, Audit>;
  loads: Map<string, FirstLoad>;
  serverLoad: Map<string, LoadResult>;
  staticLoad: Map<string, LoadResult>;
  search?: SearchSize;
  /** The same build before build/finish.ts's rewrites (DEFERRED_HYDRATION=off). */
  next?: { audits: Map<string, Audit>; loads: Map<string, FirstLoad> };
};

function siteSettings(name: string): {
  theme?: { default?: string };
  language?: string;
  translations?: string[];
} {
  const file = path.join(site(name).configDir, 'site.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

// Both themes when the owner's default follows the device, else the one the owner fixed.
function themesOf(name: string): { theme: Scheme; scheme: Scheme }[] {
  const choice = siteSettings(name).theme?.default;
  if (choice === 'light' || choice === 'dark') return [{ theme: choice, scheme: 'light' }];
  return [
    { theme: 'light', scheme: 'light' },
    { theme: 'dark', scheme: 'dark' },
  ];
}

async function searchPath() {
  const slug = (await projectPath())?.split('/').pop() ?? 'design';
  const word = slug.split('-').reduce((a, b) => (b.length > a.length ? b : a), '');
  return `/search?q=${word}`;
}

async function pagesOf(name: string) {
  const project = await projectPath();
  const pages = ['/', '/category/all', ...(project ? [project] : []), '/cv', await searchPath()];
  const other = siteSettings(name).translations?.[0];
  if (other) pages.push(`/${other}`);
  if (fs.existsSync(path.join(site(name).configDir, 'offers.json'))) pages.push('/hire');
  const notes = path.join(site(name).configDir, 'notes');
  if (fs.existsSync(notes)) {
    const written = fs
      .readdirSync(notes)
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ file, text: fs.readFileSync(path.join(notes, file), 'utf8') }))
      .filter(({ text }) => !/^draft:\s*true\s*$/m.test(text));
    const note = written.find(({ text }) => /^```\w+/m.test(text)) ?? written[0];
    if (note) pages.push(`/notes/${note.file.slice(0, -'.md'.length)}`);
  }
  return pages;
}

/** The pages loaded under autocannon, by the server and as static files: / and the project's. */
const servedAlone = (pages: string[]) =>
  pages.filter((route) => route === '/' || route.startsWith('/portfolio/'));

async function firstLoads(root: string, pages: string[]) {
  const distDir = path.join(root, '.next');
  const fw = frameworkFiles(distDir);
  const read = readAsset(distDir);
  const loads = new Map<string, FirstLoad>();
  for (const route of [...pages, '/this-page-does-not-exist']) {
    const html = await (await fetch(`${SITE}${route}`)).text();
    loads.set(route, firstLoad(html, fw, read));
  }
  return loads;
}

const SERVER_ENV = { SITE_URL: SITE, EVENTS_RATE_LIMIT: 'off' };

async function expectMode(mode: 'on' | 'off') {
  const html = await (await fetch(`${SITE}/`)).text();
  if (loaderSources(html).length > 0 !== (mode === 'on')) {
    throw new Error(`/ is not served as DEFERRED_HYDRATION=${mode} builds it`);
  }
}

/** The build as Next.js made it: / in the set's first theme, and every page's first-load JS. */
async function measureNext(site: string, root: string): Promise<SiteResult['next']> {
  // Served from a linked copy: what the server writes (Next's route cache of the pages it served)
  // stays out of the build that build/finish.ts then rewrites.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-next-'));
  fs.mkdirSync(path.join(copy, '.next'));
  execFileSync('cp', ['-al', path.join(root, '.next', 'standalone'), path.join(copy, '.next')]);
  const server = await startProduction(SITE_PORT, SERVER_ENV, copy);
  try {
    await expectMode('off');
    const loads = await firstLoads(root, await pagesOf(site));
    const { theme, scheme } = themesOf(site)[0]!;
    console.log(
      `[${site}, DEFERRED_HYDRATION=off] Warming up, then Lighthouse ×${runs}: /, ${theme} theme`,
    );
    await warmUp([`${SITE}/`]);
    return { audits: new Map([[`/ · ${theme}`, await audit(`${SITE}/`, runs, scheme)]]), loads };
  } finally {
    await server.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** Builds one content set (the sample in the project, another in its workspace) and measures it. */
async function measure(site: string): Promise<SiteResult> {
  const root = path.relative(process.cwd(), prepareSite(site)) || '.';
  let next: SiteResult['next'];
  if (values['no-build']) ensureBuild({ force: false, root });
  else if (values['deferred-only']) {
    ensureBuild({ force: true, root, env: { SITE_URL: SITE, DEFERRED_HYDRATION: 'on' } });
  } else {
    ensureBuild({ force: true, root, env: { SITE_URL: SITE, DEFERRED_HYDRATION: 'off' } });
    next = await measureNext(site, root);
    // The rewrites are build/finish.ts's alone: run on the same build, it needs no second `next build`.
    console.log(`[${site}] DEFERRED_HYDRATION=on: build/finish.ts again on the same build`);
    const finish = spawnSync('node_modules/.bin/tsx', ['build/finish.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: childEnvironment({ SITE_URL: SITE, DEFERRED_HYDRATION: 'on' }),
    });
    if (finish.status !== 0) throw new Error('build/finish.ts failed');
  }
  const server = await startProduction(SITE_PORT, SERVER_ENV, root);
  const result: SiteResult = {
    site,
    pages: [],
    audits: new Map(),
    loads: new Map(),
    serverLoad: new Map(),
    staticLoad: new Map(),
    next,
  };
  const { pages, audits, serverLoad, staticLoad } = result;
  const other = siteSettings(site).translations?.[0];
  try {
    if (next) await expectMode('on');
    pages.push(...(await pagesOf(site)));
    result.loads = await firstLoads(root, pages);
    const settings = siteSettings(site);
    result.search = await searchSize(
      SITE,
      [settings.language ?? 'en', ...(settings.translations ?? [])],
      readAsset(path.join(root, '.next')),
    );

    console.log(`[${site}] Warming up: each page loaded once`);
    await warmUp(pages.map((route) => `${SITE}${route}`));
    for (const { theme, scheme } of themesOf(site)) {
      for (const route of pages) {
        console.log(`[${site}] Lighthouse ×${runs}: ${route}, ${theme} theme`);
        audits.set(`${route} · ${theme}`, await audit(`${SITE}${route}`, runs, scheme));
      }
    }

    // A flood of made-up addresses must cost what a page costs: in the other language when there
    // is one, whose 404 the server answers with that language's copy.
    const missing = `${other ? `/${other}` : ''}/no-such-page`;
    for (const route of [...servedAlone(pages), await searchPath(), missing]) {
      console.log(`[${site}] autocannon ${seconds} s × ${connections} connections: ${route}`);
      serverLoad.set(route, await load(`${SITE}${route}`, seconds, connections));
    }
  } finally {
    await server.stop();
  }

  const files = spawn(
    'node_modules/.bin/tsx',
    [
      'bench/static-server.ts',
      path.join(root, '.next/server/app'),
      String(STATIC_PORT),
      siteSettings(site).language ?? 'en',
    ],
    { stdio: 'ignore' },
  );
  try {
    const origin = `http://127.0.0.1:${STATIC_PORT}`;
    await waitUntilUp(`${origin}/`);
    for (const route of servedAlone(pages)) {
      console.log(
        `[${site}] autocannon ${seconds} s × ${connections} connections: ${route} (static files)`,
      );
      staticLoad.set(route, await load(`${origin}${route}`, seconds, connections));
    }
  } finally {
    await stopProcess(files);
  }
  return result;
}

function report({ site, audits, loads, serverLoad, staticLoad, search, next }: SiteResult) {
  const lighthouseTable = table(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'total bytes'],
    [...audits].map(([route, a]) => {
      return [
        route,
        a.performance,
        a.accessibility,
        a.bestPractices,
        a.seo,
        ms(a.lcp),
        a.tbtRange && runs > 1
          ? `${ms(a.tbt)} (${a.tbtRange.map(Math.round).join('–')})`
          : ms(a.tbt),
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
      kb(js.site),
      kb(js.framework + js.site),
      js.lightgallery ? 'YES' : 'no',
    ]),
  );
  const loadTable = table(
    ['page', 'site req/s', 'site p99', 'static req/s', 'static p99', 'site ÷ static'],
    [...serverLoad].map(([route, measured]) => {
      const plain = staticLoad.get(route);
      return [
        route,
        measured.requestsPerSecond,
        ms(measured.p99),
        plain?.requestsPerSecond ?? '—',
        plain ? ms(plain.p99) : '—',
        plain ? (measured.requestsPerSecond / plain.requestsPerSecond).toFixed(2) : '—',
      ];
    }),
  );

  const searchTable =
    search &&
    table(
      ['what', 'bytes', 'gzip'],
      [
        ...search.indexes.map((index) => [`index ${index.path}`, kb(index.bytes), kb(index.gzip)]),
        [
          `dialog's code (${search.dialog.length} ${search.dialog.length === 1 ? 'file' : 'files'}, on first open)`,
          '—',
          kb(search.dialog.reduce((total, chunk) => total + chunk.gzip, 0)),
        ],
      ],
    );

  const js = (load?: FirstLoad) => (load ? kb(load.framework + load.site) : '—');
  const modesTable =
    next &&
    table(
      ['page', 'DEFERRED_HYDRATION', 'perf', 'LCP', 'TBT', 'first-load JS'],
      [...next.audits].flatMap(([key, without]) => {
        const route = key.split(' · ')[0]!;
        const row = (mode: string, a: Audit | undefined, load?: FirstLoad) =>
          a ? [key, mode, a.performance, ms(a.lcp), ms(a.tbt), js(load)] : [];
        return [
          row('on', audits.get(key), loads.get(route)),
          row('off', without, next.loads.get(route)),
        ].filter((cells) => cells.length > 0);
      }),
    );

  const misses: string[] = [];
  const miss = (route: string, what: string) => misses.push(`${site} ${route}: ${what}`);
  for (const [route, a] of audits) {
    // The search page asks search engines not to index it: that one SEO audit fails by design.
    const failures = NOINDEX.test(route)
      ? a.failures.filter((failure) => failure !== NOT_CRAWLABLE)
      : a.failures;
    const seoMissed = a.seo < BUDGET.seo && failures.some((failure) => failure.startsWith('seo'));
    if (a.performance < BUDGET.performance) miss(route, `performance ${a.performance}`);
    if (a.accessibility < BUDGET.accessibility) miss(route, `accessibility ${a.accessibility}`);
    if (a.bestPractices < BUDGET.bestPractices) miss(route, `best practices ${a.bestPractices}`);
    if (NOINDEX.test(route) ? seoMissed : a.seo < BUDGET.seo) miss(route, `SEO ${a.seo}`);
    if (a.lcp > BUDGET.lcp) miss(route, `LCP ${ms(a.lcp)}`);
    if (a.cls > BUDGET.cls) miss(route, `CLS ${a.cls.toFixed(3)}`);
    if (a.tbt > BUDGET.tbt) miss(route, `TBT ${ms(a.tbt)}`);
    for (const failure of failures) miss(route, `failed audit ${failure}`);
  }
  const home = loads.get('/')!;
  if (home.site > BUDGET.siteJsHome) miss('/', `our first-load JS ${kb(home.site)}`);
  for (const [route, js] of loads)
    if (js.lightgallery) miss(route, 'lightgallery in the first load');
  for (const index of search?.indexes ?? [])
    if (index.gzip > BUDGET.searchIndex) miss(index.path, `search index ${kb(index.gzip)} gzipped`);
  if (search && !search.dialog.length) miss('/', 'no script fetched when search opened');
  // The made-up address is meant to answer 404 every time.
  for (const [route, result] of [...serverLoad, ...staticLoad])
    if ((route.endsWith('/no-such-page') ? 0 : result.non2xx) + result.errors > 0)
      miss(route, `${result.non2xx} non-2xx answers, ${result.errors} errors under load`);

  const text = [
    `## ${site}`,
    '',
    '### Lighthouse',
    '',
    lighthouseTable,
    '',
    '### First-load JavaScript (gzip)',
    '',
    jsTable,
    '',
    ...(searchTable ? ['### Search (fetched when it is first opened)', '', searchTable, ''] : []),
    '### Throughput',
    '',
    loadTable,
    '',
    ...(modesTable
      ? [
          '### With and without deferred hydration (DEFERRED_HYDRATION=on, the default, and off)',
          '',
          modesTable,
          '',
        ]
      : []),
  ].join('\n');
  return { text, misses };
}

async function main() {
  const started = Date.now();
  const results: SiteResult[] = [];
  for (const site of chosenSites) results.push(await measure(site));
  const reports = results.map(report);
  const misses = reports.flatMap((r) => r.misses);

  const when = new Date();
  const text = [
    `# Benchmark, ${when.toISOString()}`,
    '',
    `${os.cpus().length} cores, Node ${process.version}, ${os.platform()}; Lighthouse mobile preset, median of ${runs} runs after one untimed load of each page; autocannon ${seconds} s × ${connections} connections on 127.0.0.1. Content sets: ${chosenSites.join(', ')}.`,
    '',
    ...reports.map((r) => r.text),
    '## Budgets',
    '',
    `perf ≥ ${BUDGET.performance}, a11y/best practices/SEO 100, LCP ≤ ${ms(BUDGET.lcp)}, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbt} ms, our first-load JS on / ≤ ${kb(BUDGET.siteJsHome)}, no lightgallery in any first load, each search index ≤ ${kb(BUDGET.searchIndex)} gzipped; on every content set.`,
    '',
    misses.length === 0 ? 'All met.' : misses.map((m) => `- MISSED: ${m}`).join('\n'),
    '',
    `Took ${Math.round((Date.now() - started) / 1000)} s.`,
    '',
  ].join('\n');

  const out =
    values.out ??
    path.join('bench-results', `bench-${when.toISOString().replace(/[:.]/g, '-')}.md`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
  fs.writeFileSync(
    out.replace(/\.md$/, '') + '.json',
    JSON.stringify(
      {
        when: when.toISOString(),
        sites: Object.fromEntries(
          results.map((r) => [
            r.site,
            {
              lighthouse: Object.fromEntries(r.audits),
              firstLoad: Object.fromEntries(r.loads),
              search: r.search,
              throughput: {
                site: Object.fromEntries(r.serverLoad),
                static: Object.fromEntries(r.staticLoad),
              },
              ...(r.next && {
                withoutRewrite: {
                  lighthouse: Object.fromEntries(r.next.audits),
                  firstLoad: Object.fromEntries(r.next.loads),
                },
              }),
            },
          ]),
        ),
        misses,
      },
      null,
      2,
    ),
  );
  console.log(`\n${text}\nWritten to ${out}`);
  if (misses.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
