import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { QUICK, about, ownerName, readProjects, sample, watchHydration } from './support';
import { leadText } from '../lib/format/text';
import { fileStem } from '../lib/resume/pdf';
import { schemaErrors } from '../lib/resume/schema-check';

type Entry = { name: string; description?: string | null };
type Resume = {
  basics: { name: string };
  work: { name?: string; position: string; summary?: string }[];
  education: { institution?: string; area: string; summary?: string }[];
  skills: { name: string }[];
};

const site = sample<{ language?: string; translations?: string[] }>('site.json');
const languages = [site.language ?? 'en', ...(site.translations ?? [])];
const prefix = (language: string) => (language === languages[0] ? '' : `/${language}`);
const experience = sample<Entry[]>('experience.json');
const education = sample<Entry[]>('education.json');
const skills = sample<{ name: string }[]>('skills.json');
const SEPARATOR = ' · ';
const split = (name: string) => {
  const at = name.indexOf(SEPARATOR);
  return at < 0
    ? { title: name, place: undefined }
    : { title: name.slice(0, at), place: name.slice(at + 3) };
};

async function quiet(page: Page) {
  await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
}

test(
  '/cv shows the owner, every role and school with its place and years, and the skills',
  QUICK,
  async ({ page }) => {
    await quiet(page);
    await page.goto('/cv');
    await expect(page).toHaveTitle(`${ownerName()}: CV`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownerName());
    const cv = page.getByRole('article', { name: ownerName() });
    for (const [kind, entries] of [
      ['Experience', experience],
      ['Education', education],
    ] as const) {
      const part = cv.getByRole('region', { name: kind });
      if (!entries.length) {
        await expect(part).toHaveCount(0);
        continue;
      }
      await expect(part.getByRole('heading', { level: 3 })).toHaveText(
        entries.map((entry) => split(entry.name).title),
      );
      for (const entry of entries) {
        const { place } = split(entry.name);
        if (place) await expect(part).toContainText(place);
      }
    }
    await expect(cv.getByRole('region', { name: 'Skills' }).getByRole('listitem')).toHaveText(
      skills.map((skill) => new RegExp(`^${skill.name.replace(/[()]/g, '\\$&')}`)),
    );
    const cvJson = sample<{ languages?: { name: string }[] }>('cv.json');
    for (const language of cvJson.languages ?? []) {
      await expect(cv.getByRole('region', { name: 'Languages' })).toContainText(language.name);
    }
    const person = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(person).toMatchObject({
      '@type': 'Person',
      name: ownerName(),
      knowsAbout: skills.map((skill) => skill.name),
    });
  },
);

test("the hero offers the CV: the owner's PDF with the page beside it, else the page", async ({
  page,
}) => {
  await quiet(page);
  await page.goto('/');
  const hero = page.locator('#about');
  const resume = about().resume_cv;
  if (resume) {
    await expect(hero.getByRole('link', { name: 'Download Resume' })).toHaveAttribute(
      'href',
      resume,
    );
    await hero.getByRole('link', { name: 'Read it online' }).click();
  } else {
    await expect(hero.getByRole('link', { name: 'Download Resume' })).toHaveCount(0);
    await hero.getByRole('link', { name: 'View Resume' }).click();
  }
  await expect(page).toHaveURL(/\/cv$/);
  await expect(page.getByRole('link', { name: 'JSON Resume' })).toHaveAttribute(
    'href',
    '/resume.json',
  );
});

test('/resume.json is JSON Resume 1.0 in every language, valid against the published schema', async ({
  request,
}) => {
  for (const language of languages) {
    const response = await request.get(`${prefix(language)}/resume.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    const resume = (await response.json()) as Resume;
    expect(await schemaErrors(resume)).toEqual([]);
    expect(resume.basics.name).toBe(ownerName());
    expect(resume.work).toHaveLength(experience.length);
    expect(resume.education).toHaveLength(education.length);
    expect(resume.skills).toHaveLength(skills.length);
  }
  const english = (await (await request.get('/resume.json')).json()) as Resume;
  expect(english.work.map((work) => [work.position, work.name])).toEqual(
    experience.map((entry) => {
      const { title, place } = split(entry.name);
      return [title, place];
    }),
  );
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const language of languages)
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${prefix(language)}/cv</loc>`));
});

const leftOf = async (locator: Locator) => (await locator.boundingBox())!.x;

for (const width of [375, 768, 1280]) {
  test(`at ${width} px the CV starts at the page heading’s left edge, its contacts on a grid`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await quiet(page);
    await page.goto('/cv');
    const cv = page.getByRole('article', { name: ownerName() });
    const heading = await leftOf(page.getByRole('heading', { level: 1 }));
    expect(Math.abs((await leftOf(cv)) - heading)).toBeLessThanOrEqual(1);
    // Centred: as much room on its right as on its left, the page leaning to neither side.
    const sheet = (await cv.boundingBox())!;
    const room = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.abs(sheet.x - (room - sheet.x - sheet.width))).toBeLessThanOrEqual(1);
    if (width === 1280) expect(sheet.x).toBeGreaterThan(60);
    // Row after row, each contact under the one a row above it, none spilling out of its cell.
    const contacts = await cv.locator('header dl > div').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const value = item.querySelector('dd')!;
        return {
          left: Math.round(box.left),
          top: Math.round(box.top),
          spill: value.scrollWidth - value.clientWidth,
        };
      }),
    );
    const columns = new Set(contacts.map((contact) => contact.left)).size;
    contacts.forEach((contact, index) => {
      expect(contact.left).toBe(contacts[index % columns]!.left);
      expect(contact.top).toBe(contacts[index - (index % columns)]!.top);
      expect(contact.spill).toBeLessThanOrEqual(1);
    });
    // Its parts wrap apart; the link is read as one address.
    const email = about().email;
    if (email) await expect(cv.getByRole('link', { name: email, exact: true })).toBeVisible();
  });
}

test('the CV names the address it is served at; loaded as paper, as cv-pdf prints it, the build’s', async ({
  browser,
  baseURL,
}) => {
  // Served at another host name than the build's SITE_URL: the same server, reached as localhost.
  const elsewhere = baseURL!.replace('127.0.0.1', 'localhost');
  const served = await browser.newPage();
  await quiet(served);
  await served.goto(`${elsewhere}/cv`);
  // The site's own address comes first; an owner may list other websites after it.
  const website = (page: Page) =>
    page
      .getByRole('article', { name: ownerName() })
      .locator('dt', { hasText: /^Website$/ })
      .first();
  const short = (address: string) => address.replace(/^https?:\/\//, '');
  await expect(website(served).locator('+ dd a')).toHaveAttribute('href', `${elsewhere}/`);
  await expect(website(served).locator('+ dd')).toHaveText(short(elsewhere));
  await served.close();

  const paper = await browser.newPage();
  await paper.emulateMedia({ media: 'print' });
  await paper.goto(`${elsewhere}/cv`);
  await expect(website(paper).locator('+ dd a')).toHaveAttribute('href', `${baseURL}/`);
  await expect(website(paper).locator('+ dd')).toHaveText(short(baseURL!));
  await paper.close();
});

test('printed, the page heading starts at the left edge of the CV’s text, and every project’s text is whole', async ({
  page,
}) => {
  // The width of A4 inside the print margins.
  await page.setViewportSize({ width: 703, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await quiet(page);
  const projects = new Map(readProjects().map((project) => [project.name, project]));
  for (const language of languages) {
    await page.goto(`${prefix(language)}/cv`);
    const cv = page.getByRole('article', { name: ownerName() });
    const heading = await leftOf(page.getByRole('heading', { level: 1 }));
    expect(Math.abs((await leftOf(cv.locator('dt').first())) - heading)).toBeLessThanOrEqual(1);
    expect(
      Math.abs((await leftOf(cv.getByRole('heading', { level: 2 }).first())) - heading),
    ).toBeLessThanOrEqual(1);
    const shown = await cv.locator('section:has(> #cv-projects) li').evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('h3')!.textContent!,
        texts: [...item.querySelectorAll('p')].map((text) => {
          const style = getComputedStyle(text);
          return {
            text: text.textContent!,
            clamp: style.getPropertyValue('-webkit-line-clamp'),
            overflow: style.textOverflow,
            hidden: text.scrollHeight - text.clientHeight,
          };
        }),
      })),
    );
    for (const { name, texts } of shown) {
      for (const text of texts) {
        expect({ name, ...text, hidden: text.hidden <= 1, cut: text.text.endsWith('…') }).toEqual({
          name,
          text: text.text,
          clamp: 'none',
          overflow: 'clip',
          hidden: true,
          cut: false,
        });
      }
      // A case study's summary, else its description's first paragraph, whole (translations are
      // not in the sample's file).
      const project = projects.get(name);
      const lead = project?.summary || leadText(project?.description ?? '');
      if (prefix(language) === '' && lead) expect(texts.map((text) => text.text)).toContain(lead);
    }
  }
});

test('a CV with long entries runs on over its pages: none left part empty, no title parted from its text', async ({
  page,
}) => {
  await quiet(page);
  const hydrated = await watchHydration(page);
  const sideOffset = await sideColumnOffset(page, '/cv', A4_TEXT_WIDTH);
  // Edited once React holds the page: hydrating after the edit would put the short texts back.
  await hydrated();
  // Each role, school and project told at four times its length, marked to be found on paper.
  const marked = await page.locator('[data-cv] li:has(h3)').evaluateAll((items) =>
    items.flatMap((item, index) => {
      const text = [...item.querySelectorAll('p')].sort(
        (a, b) => b.textContent!.length - a.textContent!.length,
      )[0];
      if (!text || text.textContent!.length < 60) return [];
      const title = item.querySelector('h3')!;
      title.prepend(`Qt${index}x `);
      text.textContent = `Qs${index}x ${Array(4).fill(text.textContent).join(' ')}`;
      return [index];
    }),
  );
  expect(marked.length).toBeGreaterThan(2);
  const { pages, sizes, runs } = await readPdf(
    new Uint8Array(await page.pdf({ format: 'A4', printBackground: true })),
  );
  expect(pages.length).toBeGreaterThan(2);
  const pageOf = (words: string) => pages.findIndex((text) => squash(text).includes(words));
  for (const index of marked) {
    expect({ index, page: pageOf(`Qs${index}x`) }).toEqual({ index, page: pageOf(`Qt${index}x`) });
  }
  expectNoOverprint(runs);
  expectPagesFilled(runs, sizes, sideOffset);
});

/** Runs `npm run cv-pdf` against the site under test; its PDFs, by language. */
function printCv(baseURL: string, out: string, paper = 'a4') {
  const run = spawnSync(
    'npx',
    ['tsx', 'scripts/cv-pdf.ts', '--url', baseURL, '--out', out, '--paper', paper],
    { encoding: 'utf8' },
  );
  expect(run.stderr.replace(/npm warn.*\n?/g, '')).toBe('');
  expect(run.status).toBe(0);
  const files = fs.readdirSync(out);
  const pattern = (language: string) =>
    new RegExp(`^${fileStem(ownerName())}-${language}-[0-9a-f]{10}\\.pdf$`);
  expect(files).toHaveLength(languages.length);
  return new Map(
    languages.map((language) => {
      const printed = files.filter((name) => pattern(language).test(name));
      expect(printed).toHaveLength(1);
      return [language, path.join(out, printed[0]!)] as const;
    }),
  );
}

/** A run of text on a PDF page, in points from the page's bottom left corner. */
type Run = { text: string; x: number; y: number; width: number; height: number };

async function readPdf(file: string | Uint8Array) {
  const data = typeof file === 'string' ? new Uint8Array(fs.readFileSync(file)) : file;
  const pdf = await getDocument({ data }).promise;
  const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, string> };
  const pages: string[] = [];
  const sizes: number[][] = [];
  const runs: Run[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    sizes.push(page.view.slice(2));
    const content = await page.getTextContent();
    // Runs of one line join as they are (a ligature is a run of its own); lines, with a space.
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\s+/g, ' '),
    );
    runs.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                text: item.str,
                x: item.transform[4],
                y: item.transform[5],
                width: item.width,
                height: item.height,
              },
            ]
          : [],
      ),
    );
  }
  return { info, pages, sizes, runs };
}

/** No line is printed over another, as a grid broken across pages can make them. */
function expectNoOverprint(runs: Run[][]) {
  runs.forEach((page, number) => {
    const over = page.flatMap((a, index) =>
      page
        .slice(index + 1)
        .filter(
          (b) =>
            Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 2 &&
            Math.abs(a.y - b.y) < 0.6 * Math.min(a.height, b.height),
        )
        .map((b) => `${a.text} / ${b.text}`),
    );
    expect({ page: number + 1, over }).toEqual({ page: number + 1, over: [] });
  });
}

/** How far right of the CV's text the column beside it starts, in points, printed on paper
 * `width` CSS pixels wide inside its margins (a CSS pixel prints as 0.75 pt). */
async function sideColumnOffset(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await page.goto(path);
  const [main, side] = await page
    .locator('[data-cv] > div > div')
    .evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect().left));
  return side === undefined ? Infinity : (side - main!) * 0.75;
}

/** A column that runs on to the next page is printed down to the foot of this one: no block left
 * for the next page a hole bigger than a title and the start of an entry. */
function expectPagesFilled(runs: Run[][], sizes: number[][], sideOffset: number) {
  const edge = Math.min(...runs[0]!.map((run) => run.x));
  const columns = [
    (run: Run) => run.x < edge + sideOffset - 1,
    (run: Run) => run.x >= edge + sideOffset - 1,
  ];
  runs.slice(0, -1).forEach((page, number) => {
    const height = sizes[number]![1]!;
    columns.forEach((inColumn, column) => {
      if (!runs[number + 1]!.some(inColumn)) return;
      const lowest = Math.min(...page.filter(inColumn).map((run) => run.y));
      expect(
        lowest / height,
        `page ${number + 1}, column ${column + 1}: the share of the page left blank at its foot`,
      ).toBeLessThan(0.2);
    });
  });
}

// Paper sizes in points; Chromium rounds them to its own pixels, so a side may be a little off.
const A4 = [595.3, 841.9];
const LETTER = [612, 792];
/** Their widths inside the print margins (12 mm each side), in CSS pixels. */
const A4_TEXT_WIDTH = 703;
const LETTER_TEXT_WIDTH = 725;
const expectPaper = (size: number[], paper: number[]) =>
  expect(size.map((side, index) => Math.abs(side - paper[index]!) < 2)).toEqual([true, true]);

const squash = (text: string) => text.replace(/\s+/g, '');

/** Every role and school has its title on the page where its text starts, and its text in full. */
function expectTitlesWithTheirText(pages: string[], resume: Resume) {
  const pageOf = (words: string) => pages.findIndex((page) => squash(page).includes(squash(words)));
  const text = squash(pages.join(''));
  for (const item of [...resume.work, ...resume.education]) {
    const title = 'position' in item ? item.position : item.area;
    expect(pageOf(title)).toBeGreaterThanOrEqual(0);
    if (!item.summary) continue;
    const start = item.summary.split(/\s+/).slice(0, 4).join(' ');
    expect({ title, page: pageOf(start) }).toEqual({ title, page: pageOf(title) });
    expect(text).toContain(squash(item.summary.split(/\s+/).slice(-4).join(' ')));
  }
}

// Playwright's client, as the other tests use: a fetch() here could reuse a kept-alive socket just
// as the server closed it ("other side closed").
const resumeIn = async (request: APIRequestContext, language: string) =>
  (await (await request.get(`${prefix(language)}/resume.json`)).json()) as Resume;

test('npm run cv-pdf prints /cv in each language: real text, every employer, two A4 pages at most filled down to their foot, each title with its text, the heading on the body’s edge, no site around it', async ({
  baseURL,
  request,
  page,
}) => {
  test.setTimeout(90_000);
  await quiet(page);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-'));
  try {
    for (const [language, file] of printCv(baseURL!, out)) {
      const { info, pages, sizes, runs } = await readPdf(file);
      expect(info.Title).toBe(language === 'fr' ? `${ownerName()} : CV` : `${ownerName()}: CV`);
      expect(info.Language).toBe(language);
      expect(pages.length).toBeLessThanOrEqual(2);
      for (const size of sizes) expectPaper(size, A4);
      // A line may wrap anywhere, even after a hyphen: compared without spaces.
      const text = squash(pages.join(''));
      const resume = await resumeIn(request, language);
      for (const work of resume.work) if (work.name) expect(text).toContain(squash(work.name));
      for (const school of resume.education)
        if (school.institution) expect(text).toContain(squash(school.institution));
      expect(text).toContain(squash(ownerName()));
      expect(text).toContain(squash(language === 'fr' ? 'Expérience' : 'Experience').toUpperCase());
      expect(text).not.toContain('©');
      expectTitlesWithTheirText(pages, resume);
      expectNoOverprint(runs);
      expectPagesFilled(
        runs,
        sizes,
        await sideColumnOffset(page, `${prefix(language)}/cv`, A4_TEXT_WIDTH),
      );
      // The page's heading (the owner's name) starts at the left edge of everything under it.
      const first = runs[0]!;
      const edge = Math.min(...first.map((run) => run.x));
      const name = first.find((run) => run.text.startsWith(about().first_name));
      expect(name!.x - edge).toBeLessThan(1);
      expect(first.filter((run) => run.x - edge < 1).length).toBeGreaterThan(8);
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test('on Letter paper too, each title is printed with its text and the pages are filled', async ({
  baseURL,
  request,
  page,
}) => {
  test.setTimeout(90_000);
  await quiet(page);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-letter-'));
  try {
    for (const [language, file] of printCv(baseURL!, out, 'letter')) {
      const { pages, sizes, runs } = await readPdf(file);
      for (const size of sizes) expectPaper(size, LETTER);
      expectTitlesWithTheirText(pages, await resumeIn(request, language));
      expectNoOverprint(runs);
      expectPagesFilled(
        runs,
        sizes,
        await sideColumnOffset(page, `${prefix(language)}/cv`, LETTER_TEXT_WIDTH),
      );
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /cv in the ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((choice) => localStorage.setItem('theme', choice), theme);
    await quiet(page);
    for (const language of languages) {
      await page.goto(`${prefix(language)}/cv`);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
