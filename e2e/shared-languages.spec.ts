import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { loadContent } from '../lib/content/load';
import type { Project } from '../lib/content/schemas';
import { writePrivateBundle } from '../lib/private/bundle';
import { openData } from '../lib/store/open';
import type { PrivateLinkStore } from '../lib/store/private-links';
import { startServer } from './support/build';
import { OWN_SERVER_MS } from './support/server';

// A client's link in each language of the sample, with and without JavaScript. The build's own
// bundle of private projects is replaced by one made here (PRIVATE_DIR is read at start): a
// project in English and in French, with its pictures, as `npm run build` sets them aside.
const PORT = 3123;
const base = `http://127.0.0.1:${PORT}`;
const SLUG = 'harbour-fleet-console';
const NAMES: Record<string, string> = {
  en: 'Harbour fleet console',
  fr: 'Console de la flotte du port',
};
const LANGUAGES = [
  {
    lang: 'en',
    prefix: '',
    mark: 'Shared privately with Acme GmbH',
    view: 'View the case studies',
    open: 'Read the case study',
    cover: `${NAMES.en}: the project's cover picture`,
  },
  {
    lang: 'fr',
    prefix: '/fr',
    mark: 'Partagé en privé avec Acme GmbH',
    view: 'Voir les études de cas',
    open: 'Lire l’étude de cas',
    cover: `${NAMES.fr} : image de couverture du projet`,
  },
];

let server: ChildProcess | undefined;
let links: PrivateLinkStore;
const dirs: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_MS);
  const loaded = loadContent();
  if (!loaded.ok) throw new Error('the sample content should load');
  const contents = [loaded.content, ...loaded.translations];
  test.skip(contents.length < 2, 'this content set has one language');
  // The same public project in each language, made private under a name of its own.
  const model = loaded.content.projects.find((project) => project.cover)!;
  const hidden = new Map<string, Project[]>(
    contents
      .filter((content) => NAMES[content.language])
      .map((content) => {
        const local = content.projects.find((project) => project.slug === model.slug)!;
        return [content.language, [{ ...local, slug: SLUG, name: NAMES[content.language]! }]];
      }),
  );
  const [dataDir, privateDir] = ['data', 'private'].map((name) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portfolio-e2e-${name}-`));
    dirs.push(dir);
    return dir;
  });
  writePrivateBundle(privateDir!, hidden, 'public');
  // SITE_URL as a deploy sets it: the link's click goes on to an address on it.
  server = await startServer('.next', PORT, {
    DATA_DIR: dataDir!,
    PRIVATE_DIR: privateDir!,
    SITE_URL: base,
  });
  links = openData({ dataDir: dataDir!, busyTimeoutMs: 5000 }).privateLinks();
});

test.afterAll(() => {
  links?.close();
  server?.kill('SIGTERM');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function browse(browser: Browser, javaScriptEnabled: boolean) {
  for (const { lang, prefix, mark, view, open, cover } of LANGUAGES) {
    const { token } = await links.createLink({
      projects: [SLUG],
      client: 'Acme GmbH',
      expiresAt: null,
      maxUses: null,
    });
    const context = await browser.newContext({ baseURL: base, javaScriptEnabled });
    const page = await context.newPage();
    // Opening the link asks for one click, in the link's language; the click opens it.
    await page.goto(`${prefix}/private/${token}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('button', { name: view }).click();
    await expect(page).toHaveURL(`${base}${prefix}/shared`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByText(mark)).toBeVisible();
    await page.getByRole('link', { name: open }).click();
    await expect(page).toHaveURL(`${base}${prefix}/shared/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES[lang]!);
    const picture = page.getByRole('img', { name: cover });
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)),
      )
      .toBeGreaterThan(0);
    // The same session reads the project in the other language too.
    const other = LANGUAGES.find((language) => language.lang !== lang)!;
    await page.goto(`${other.prefix}/shared/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES[other.lang]!);
    await context.close();
  }
}

test("a client's link opens its project in each language, with JavaScript", async ({ browser }) => {
  await browse(browser, true);
});

test("a client's link opens its project in each language, without JavaScript", async ({
  browser,
}) => {
  await browse(browser, false);
});
