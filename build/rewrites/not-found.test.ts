/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillLeftOutPages, languageOf, notFoundFiles } from './not-found';

const folder = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
};
const page = (language: string) => `<!DOCTYPE html><html lang="${language}"><body></body></html>`;
const file = (language: string) =>
  path.join('.next', 'server', 'app', 'missing', `${language}.html`);

describe('notFoundFiles', () => {
  it("lists each other language's prerendered 404, not the site's own", () => {
    const dir = folder({ [file('en')]: page('en'), [file('fr')]: page('fr') });
    expect(notFoundFiles(dir, '.next', ['en', 'fr'])).toEqual({ fr: file('fr') });
    expect(notFoundFiles(dir, '.next', ['en'])).toEqual({});
  });

  it('stops the build when a language has no prerendered 404, or one in another language', () => {
    const dir = folder({ [file('en')]: page('en'), [file('fr')]: page('en') });
    expect(() => notFoundFiles(dir, '.next', ['en', 'de'])).toThrow(
      `build/rewrites/not-found.ts: the 404 page in "de" is not at ${file('de')}, where app/missing/[lang] was prerendered; ` +
        "Next's output changed. Update build/rewrites/not-found.ts.",
    );
    expect(() => notFoundFiles(dir, '.next', ['en', 'fr'])).toThrow(
      `build/rewrites/not-found.ts: ${file('fr')} is not the 404 page in "fr": its <html lang> is "en"`,
    );
  });
});

describe('fillLeftOutPages', () => {
  const empty = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
  const app = (language: string, file: string) => path.join(language, file);

  it("gives a page Next left empty as a 404 its language's not-found page, and no other", () => {
    const dir = folder({
      [path.join('missing', 'en.html')]: page('en'),
      [path.join('missing', 'fr.html')]: page('fr'),
      [app('en', 'hire.html')]: empty,
      [app('fr', 'hire.html')]: empty,
      [app('en', path.join('notes', 'tags', 'css.html'))]: empty,
      [app('en', 'cv.html')]: '<html lang="en"><body>CV</body></html>',
    });
    expect(fillLeftOutPages(dir, ['en', 'fr']).sort()).toEqual(
      [
        app('en', 'hire.html'),
        app('en', path.join('notes', 'tags', 'css.html')),
        app('fr', 'hire.html'),
      ].sort(),
    );
    expect(fs.readFileSync(path.join(dir, app('en', 'hire.html')), 'utf8')).toBe(page('en'));
    expect(fs.readFileSync(path.join(dir, app('fr', 'hire.html')), 'utf8')).toBe(page('fr'));
    expect(fs.readFileSync(path.join(dir, app('en', 'cv.html')), 'utf8')).toContain('CV');
    expect(fillLeftOutPages(dir, ['en', 'fr'])).toEqual([]);
  });
});

test("an address's language is its first segment, or the one after /missing/", () => {
  expect(languageOf('/fr/no-such-page?x=1')).toBe('fr');
  expect(languageOf('/missing/fr')).toBe('fr');
  expect(languageOf('/')).toBe('');
});
