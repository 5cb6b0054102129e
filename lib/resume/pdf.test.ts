/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cvPagePath, pdfName, printNameProblem, stalePrints, writePrint } from './pdf';

const print = pdfName('Inès Moreau', 'fr', '0123456789');

describe("the name a CV page gives its print (cv-pdf's <meta>)", () => {
  test.each([
    [print, 'fr'],
    [pdfName('王小明', 'zh', '0123456789'), 'zh'],
    [pdfName('Ana Ruiz', 'pt-BR', 'abcdef0123'), 'pt-BR'],
  ])('%p in %p is a print', (name, language) => {
    expect(printNameProblem(name, language)).toBeUndefined();
  });

  test.each([
    '../../x.txt',
    '../../package.json',
    '../ines-moreau-cv-fr-0123456789.pdf',
    '/etc/ines-moreau-cv-fr-0123456789.pdf',
    'files/ines-moreau-cv-fr-0123456789.pdf',
    'ines-moreau-cv-fr-0123456789.pdf/..',
    'ines\\moreau-cv-fr-0123456789.pdf',
    'ines-moreau-cv-fr-0123456789.pdf\n',
    'ines\u0000-cv-fr-0123456789.pdf',
    'Ines-Moreau-cv-fr-0123456789.pdf',
    'ines-moreau-cv-fr-0123456789.txt',
    'ines-moreau-cv-en-0123456789.pdf',
    'ines-moreau-cv-fr-xyz.pdf',
  ])('%p is refused, with the shape it should have', (name) => {
    expect(printNameProblem(name, 'fr')).toBe('it is not a file name <owner>-cv-fr-<version>.pdf');
  });

  test('a page whose language is no language tag has no print', () => {
    expect(printNameProblem('ines-cv-../x-0123456789.pdf', '../x')).toBe(
      `the page's language "../x" is not a language tag`,
    );
  });
});

describe('writing a print', () => {
  let root: string;
  let out: string;
  const files = (dir: string) => fs.readdirSync(dir).sort();
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-pdf-'));
    out = path.join(root, 'public', 'files');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  test('writes into its folder, in place of older prints of its language only', () => {
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, pdfName('Inès Moreau', 'fr', 'aaaaaaaaaa')), 'old');
    fs.writeFileSync(path.join(out, pdfName('Inès Moreau', 'en', 'aaaaaaaaaa')), 'old');
    expect(writePrint(out, print, 'fr', Buffer.from('%PDF'))).toBe(path.join(out, print));
    expect(files(out)).toEqual(['ines-moreau-cv-en-aaaaaaaaaa.pdf', print]);
    expect(fs.readFileSync(path.join(out, print), 'utf8')).toBe('%PDF');
  });

  test('a name that leads out of the folder is refused, and nothing is written anywhere', () => {
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    for (const name of ['../../package.json', '../../x.txt', path.join(root, 'x.pdf')]) {
      expect(() => writePrint(out, name, 'fr', Buffer.from('%PDF'))).toThrow(
        `${JSON.stringify(name)}: it is not a file name <owner>-cv-fr-<version>.pdf`,
      );
    }
    expect(files(root)).toEqual(['package.json']);
    expect(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{}');
  });
});

describe("the CV pages cv-pdf asks for, from the page's hreflang links", () => {
  const page = 'http://127.0.0.1:4000/cv';
  const asked = (href: string) => {
    const found = cvPagePath(href, page);
    return found && new URL(found, page).toString();
  };

  test("every language's /cv, on the site it prints even when the link names the built SITE_URL", () => {
    expect(asked('https://ines.example/fr/cv')).toBe('http://127.0.0.1:4000/fr/cv');
    expect(asked('/pt-BR/cv')).toBe('http://127.0.0.1:4000/pt-BR/cv');
    expect(asked('https://ines.example/cv')).toBe('http://127.0.0.1:4000/cv');
    expect(asked('//evil.example/cv')).toBe('http://127.0.0.1:4000/cv');
  });

  test.each([
    'https://ines.example//evil.example/cv',
    'https://ines.example/fr/cv/../../admin',
    'https://ines.example/../../x',
    'https://ines.example/fr/notes',
    'https://ines.example/a.b/cv',
    'javascript:alert(1)',
    'http://[bad',
  ])('%p is refused', (href) => {
    expect(asked(href)).toBeUndefined();
  });
});

describe('stalePrints: what the build says of a print of other content', () => {
  const site = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-prints-'));
    const page = (language: string, name: string) => {
      fs.mkdirSync(path.join(root, '.next/server/app', language), { recursive: true });
      fs.writeFileSync(
        path.join(root, '.next/server/app', language, 'cv.html'),
        `<html><head><meta name="cv-pdf" content="${name}"/></head></html>`,
      );
    };
    const printed = (name: string) => {
      fs.mkdirSync(path.join(root, 'public/files'), { recursive: true });
      fs.writeFileSync(path.join(root, 'public/files', name), '%PDF');
    };
    const stale = () => stalePrints(path.join(root, '.next'), path.join(root, 'public'));
    return { page, printed, stale };
  };

  it('names the languages whose print is not the one their page names', () => {
    const { page, printed, stale } = site();
    page('en', pdfName('Ada Lovelace', 'en', '1111111111'));
    page('fr', pdfName('Ada Lovelace', 'fr', '2222222222'));
    page('de', pdfName('Ada Lovelace', 'de', '3333333333'));
    printed(pdfName('Ada Lovelace', 'en', '1111111111')); // current
    printed(pdfName('Ada Lovelace', 'fr', '9999999999')); // printed for other content
    // de was never printed: /cv is its link, as meant.
    expect(stale()).toEqual(['fr']);
  });

  it('says nothing before a build or without prints', () => {
    const { page, stale } = site();
    expect(stale()).toEqual([]);
    page('en', pdfName('Ada Lovelace', 'en', '1111111111'));
    expect(stale()).toEqual([]);
  });
});
