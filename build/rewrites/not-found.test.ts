/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languageOf, notFoundFiles } from './not-found';

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

test("an address's language is its first segment, or the one after /missing/", () => {
  expect(languageOf('/fr/no-such-page?x=1')).toBe('fr');
  expect(languageOf('/missing/fr')).toBe('fr');
  expect(languageOf('/')).toBe('');
});
