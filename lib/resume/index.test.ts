/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentIn, type Local } from '@/lib/content';
import { pdfNameOf, resumeLink } from './index';

describe('"Download Resume"', () => {
  const sample = contentIn('fr');
  const withoutOwnFile: Local = { ...sample, about: { ...sample.about, resume_cv: undefined } };
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-link-'));
    fs.mkdirSync(path.join(root, 'public', 'files'), { recursive: true });
    jest.spyOn(process, 'cwd').mockReturnValue(root);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test("opens the owner's own file when resume_cv is set, even beside a printed PDF", () => {
    fs.writeFileSync(path.join(root, 'public', 'files', pdfNameOf(sample)), '%PDF');
    expect(resumeLink(sample)).toEqual({ href: sample.about.resume_cv, file: true });
  });

  test("else the PDF printed of the page's language, saved under a plain name", () => {
    const name = pdfNameOf(withoutOwnFile);
    expect(name).toMatch(/^ines-moreau-cv-fr-[0-9a-f]{10}\.pdf$/);
    fs.writeFileSync(path.join(root, 'public', 'files', name), '%PDF');
    expect(resumeLink(withoutOwnFile)).toEqual({
      href: `/files/${name}`,
      file: true,
      download: 'ines-moreau-cv-fr.pdf',
    });
  });

  test('else the /cv page, also when the only PDF was printed from other content', () => {
    const older = pdfNameOf({ ...withoutOwnFile, skills: withoutOwnFile.skills.slice(1) });
    expect(older).not.toBe(pdfNameOf(withoutOwnFile));
    fs.writeFileSync(path.join(root, 'public', 'files', older), '%PDF');
    expect(resumeLink(withoutOwnFile)).toEqual({ href: '/fr/cv', file: false });
  });
});
