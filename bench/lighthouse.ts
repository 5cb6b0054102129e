import { spawn } from 'node:child_process';
import type { Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { childEnvironment } from '../lib/settings';

const CHROMIUM = chromiumLaunchOptions.executablePath;
const CHROME_FLAGS = ['--headless=new', ...chromiumLaunchOptions.args];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type Audit = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  /** The lowest and highest TBT of the runs: on a small machine it varies several-fold. */
  tbtRange?: [number, number];
  cls: number;
  totalBytes: number;
  /** Audits that lost points outside performance, with the runs they failed in. */
  failures: string[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

// Lighthouse runs in its own Node process: its page functions are serialised into the browser and
// must stay untouched by the TypeScript loader this script runs under.
async function runOnce(url: string, scheme: Scheme): Promise<Audit> {
  const { stdout, stderr, status } = await new Promise<{
    stdout: string;
    stderr: string;
    status: number | null;
  }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${[...CHROME_FLAGS, ...(scheme === 'dark' ? ['--force-dark-mode'] : [])].join(' ')}`,
      ],
      { env: childEnvironment({ CHROME_PATH: CHROMIUM }) },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout: out, stderr: err, status: code }));
  });
  if (status !== 0) throw new Error(`Lighthouse failed on ${url}: ${stderr.trim().slice(-500)}`);
  const lhr = JSON.parse(stdout) as Result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failures = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    failures,
  };
}

// Each page loaded once at Lighthouse's phone size, untimed, so the runs measure a site that has
// had visitors, not the image optimizer's one-time cost for the first.
export async function warmUp(urls: string[]): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

/** The device's colour scheme: a dark one makes a site that follows it show its dark theme. */
export type Scheme = 'light' | 'dark';

/** `runs` Lighthouse runs of one URL; every figure is the median over the runs. */
export async function audit(url: string, runs: number, scheme: Scheme = 'light'): Promise<Audit> {
  const results: Audit[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url, scheme));
  const pick = (
    key:
      | 'performance'
      | 'accessibility'
      | 'bestPractices'
      | 'seo'
      | 'lcp'
      | 'tbt'
      | 'cls'
      | 'totalBytes',
  ) => median(results.map((r) => r[key]));
  const tbts = results.map((r) => r.tbt);
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    cls: pick('cls'),
    totalBytes: pick('totalBytes'),
    failures: [...new Set(results.flatMap((r) => r.failures))],
  };
}
