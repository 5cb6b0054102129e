/** npm run cv-pdf [-- --url URL] [--out DIR] [--paper a4|letter]: prints the built site's /cv,
 * in each of its languages, with Chromium, to PDFs that the next build links. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { spawnStandalone, waitUntilUp } from '../e2e/support/server';
import { linkContentFolders } from '../lib/site-folder';
import { routes } from '../lib/routes';
import { distDir as distFolder } from '../lib/settings';
import { freePort } from '../lib/http/free-port';
import {
  CV_PDF_META,
  cvPagePath,
  PDF_FOLDER,
  printNameProblem,
  writePrint,
} from '../lib/resume/pdf';

const USAGE =
  'usage: npm run cv-pdf [-- --url http://127.0.0.1:3000] [--out public/files] [--paper a4|letter]';
const PAPERS = { a4: 'A4', letter: 'Letter' } as const;

function stop(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

let values: { url?: string; out?: string; paper?: string };
try {
  ({ values } = parseArgs({
    options: { url: { type: 'string' }, out: { type: 'string' }, paper: { type: 'string' } },
  }));
} catch (error) {
  stop((error as Error).message);
}
const paper = PAPERS[(values.paper ?? 'a4').toLowerCase() as keyof typeof PAPERS];
if (!paper) stop(`--paper ${values.paper}: expected a4 or letter`);
const out = values.out ?? path.join('public', PDF_FOLDER);

async function cvPages(base: string): Promise<string[]> {
  const cv = new URL(routes.cv, base).toString();
  const response = await fetch(cv);
  if (!response.ok) throw new Error(`${cv} answered ${response.status}: is it this site, built?`);
  const html = await response.text();
  const links = [...html.matchAll(/<link[^>]+rel="alternate"[^>]*>/g)].map(([tag]) => tag);
  const pages = links
    .filter((tag) => /hreflang="(?!x-default)[^"]+"/i.test(tag))
    .map((tag) => {
      const href = (/href="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&amp;/g, '&');
      const page = cvPagePath(href, cv);
      if (!page) {
        throw new Error(
          `${cv}: its hreflang link to ${JSON.stringify(href)}, refused: it is not a CV page of this site (/cv or /<language>/cv). Nothing written.`,
        );
      }
      return page;
    });
  return pages.length ? [...new Set(pages)] : [routes.cv];
}

/** Everything it starts stops with it, whatever happens while it prints. */
async function main() {
  const distDir = distFolder();
  if (!values.url && !fs.existsSync(path.join(distDir, 'standalone', 'start.mjs'))) {
    stop(`${distDir}/standalone is missing: run \`npm run build\` first.`);
  }
  let server: ReturnType<typeof spawnStandalone> | undefined;
  let dataDir: string | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    let base = values.url;
    if (!base) {
      const port = await freePort();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-'));
      server = spawnStandalone(distDir, port, { DATA_DIR: dataDir });
      base = `http://127.0.0.1:${port}`;
      await waitUntilUp(base, 30, server);
    }
    browser = await chromium.launch(chromiumLaunchOptions);
    const page = await browser.newPage();
    // Loaded as paper from the start: the CV then names the build's address (SITE_URL), where the
    // PDF goes with the build, not this machine's (components/cv/site-address.tsx).
    await page.emulateMedia({ media: 'print' });
    // Every page is printed and its name checked before any file is written.
    const prints: { address: string; name: string; language: string; pdf: Buffer }[] = [];
    for (const address of await cvPages(base)) {
      await page.goto(new URL(address, base).toString(), { waitUntil: 'networkidle' });
      const name = await page.locator(`meta[name="${CV_PDF_META}"]`).getAttribute('content');
      const language = await page.locator('html').getAttribute('lang');
      if (!name || !language) {
        throw new Error(`${address} has no <meta name="${CV_PDF_META}">: rebuild the site.`);
      }
      const problem = printNameProblem(name, language);
      if (problem) {
        throw new Error(
          `${new URL(address, base)}: <meta name="${CV_PDF_META}"> names ${JSON.stringify(name)}, refused: ${problem}. Nothing written.`,
        );
      }
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      if (canonical && /^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(canonical)) {
        console.log(
          `${address}: the site was built for ${new URL(canonical).origin} (SITE_URL), so this PDF's links lead there. Before you deploy, build with your site's address in SITE_URL and print again.`,
        );
      }
      const pdf = await page.pdf({
        format: paper,
        tagged: true,
        outline: true,
        printBackground: true,
      });
      prints.push({ address, name, language, pdf });
    }
    // public/files/ is written through the link into the content's folder, never a folder of its own.
    if (!values.out) linkContentFolders();
    for (const { address, name, language, pdf } of prints) {
      const written = writePrint(out, name, language, pdf);
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
      console.log(
        `${written}: ${address}, ${pages} ${pages === 1 ? 'page' : 'pages'} ${paper}, ${Math.round(pdf.length / 1024)} KB`,
      );
    }
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!values.out) {
    console.log('\nThe next `npm run build` links them from "Download Resume" and the /cv page.');
  }
}

main().catch((error: Error) => stop(error.message));
