import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { QUICK, about, ownerName, sample } from './support';
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

async function readPdf(file: string) {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)) }).promise;
  const { info } = (await pdf.getMetadata()) as unknown as { info: Record<string, string> };
  const pages: string[] = [];
  const sizes: number[][] = [];
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
  }
  return { info, pages, sizes };
}

/** Every role and school starts and ends on one page: its title and the end of its text. */
// Paper sizes in points; Chromium rounds them to its own pixels, so a side may be a little off.
const A4 = [595.3, 841.9];
const LETTER = [612, 792];
const expectPaper = (size: number[], paper: number[]) =>
  expect(size.map((side, index) => Math.abs(side - paper[index]!) < 2)).toEqual([true, true]);

const squash = (text: string) => text.replace(/\s+/g, '');

function expectNoEntrySplit(pages: string[], resume: Resume) {
  const pageOf = (words: string) => pages.findIndex((page) => squash(page).includes(squash(words)));
  for (const item of [...resume.work, ...resume.education]) {
    const title = 'position' in item ? item.position : item.area;
    const end = item.summary?.split(/\s+/).slice(-3).join(' ');
    expect(pageOf(title)).toBeGreaterThanOrEqual(0);
    if (end) expect({ title, page: pageOf(end) }).toEqual({ title, page: pageOf(title) });
  }
}

const resumeIn = async (baseURL: string, language: string) =>
  (await (await fetch(new URL(`${prefix(language)}/resume.json`, baseURL))).json()) as Resume;

test('npm run cv-pdf prints /cv in each language: real text, every employer, two A4 pages at most, no entry split, no site around it', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-'));
  try {
    for (const [language, file] of printCv(baseURL!, out)) {
      const { info, pages, sizes } = await readPdf(file);
      expect(info.Title).toBe(language === 'fr' ? `${ownerName()} : CV` : `${ownerName()}: CV`);
      expect(info.Language).toBe(language);
      expect(pages.length).toBeLessThanOrEqual(2);
      for (const size of sizes) expectPaper(size, A4);
      // A line may wrap anywhere, even after a hyphen: compared without spaces.
      const text = squash(pages.join(''));
      const resume = await resumeIn(baseURL!, language);
      for (const work of resume.work) if (work.name) expect(text).toContain(squash(work.name));
      for (const school of resume.education)
        if (school.institution) expect(text).toContain(squash(school.institution));
      expect(text).toContain(squash(ownerName()));
      expect(text).toContain(squash(language === 'fr' ? 'Expérience' : 'Experience').toUpperCase());
      expect(text).not.toContain('©');
      expectNoEntrySplit(pages, resume);
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test('on Letter paper too, no entry is split across pages', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-letter-'));
  try {
    for (const [language, file] of printCv(baseURL!, out, 'letter')) {
      const { pages, sizes } = await readPdf(file);
      for (const size of sizes) expectPaper(size, LETTER);
      expectNoEntrySplit(pages, await resumeIn(baseURL!, language));
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
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual(
        [],
      );
    }
  });
}
