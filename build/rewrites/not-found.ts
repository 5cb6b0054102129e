import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MISSING_PREFIX } from '../../lib/i18n/routing';
import { nextChanged } from './next-output';
import { isHtml, replaceBody, type Answer } from './response';

// Next answers every unknown address with the own language's prerendered 404; another language's
// gets its own copy (app/missing/[lang]), never rendered again.

const REWRITE = 'not-found';
/** A language's 404 page, plain: the server's compression (./compression.ts) encodes it. */
export type Copy = { file: string; html: Buffer };
export type Copies = Map<string, Copy>;

const languageIn = (html: string) => /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];

function readCopy(dir: string, language: string, file: string): Buffer {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) {
    throw nextChanged(
      REWRITE,
      `the 404 page in "${language}" is not at ${file}, where app/missing/[lang] was prerendered`,
      "Next's output changed",
      false,
    );
  }
  const html = fs.readFileSync(full);
  const found = languageIn(html.toString());
  if (found !== language) {
    throw nextChanged(
      REWRITE,
      `${file} is not the 404 page in "${language}": its <html lang> is ${found === undefined ? 'missing' : `"${found}"`}`,
      "Next's markup changed",
      false,
    );
  }
  return html;
}

/** Each other language's prerendered 404 in the release `dir`: the list the server reads. */
export function notFoundFiles(dir: string, distDir: string, languages: string[]) {
  return Object.fromEntries(
    languages.slice(1).map((language) => {
      const file = path.join(distDir, 'server', 'app', MISSING_PREFIX, `${language}.html`);
      readCopy(dir, language, file);
      return [language, file];
    }),
  );
}

/** Next's document for a page that called notFound() while prerendered: a head, no body. */
const EMPTY_ERROR_PAGE = '<html id="__next_error__">';

const htmlFilesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** A page the content leaves out (/hire with no offers) calls notFound() when prerendered, and
 * Next stores an empty document as its 404: each gets its language's not-found page instead.
 * `appDir` is a build's `server/app`; returns the pages filled, relative to it. */
export function fillLeftOutPages(appDir: string, languages: string[]): string[] {
  const filled: string[] = [];
  for (const language of languages) {
    const dir = path.join(appDir, language);
    if (!fs.existsSync(dir)) continue;
    const copy = readCopy(appDir, language, path.join(MISSING_PREFIX, `${language}.html`));
    for (const file of [path.join(appDir, `${language}.html`), ...htmlFilesIn(dir)]) {
      if (!fs.existsSync(file) || !fs.readFileSync(file, 'utf8').includes(EMPTY_ERROR_PAGE)) {
        continue;
      }
      fs.writeFileSync(file, copy);
      filled.push(path.relative(appDir, file));
    }
  }
  return filled;
}

export function loadCopies(dir: string, files: Record<string, string>): Copies {
  return new Map(
    Object.entries(files).map(([language, file]) => {
      return [language, { file, html: readCopy(dir, language, file) }];
    }),
  );
}

export function languageOf(url = '/'): string {
  const [, first = '', second = ''] = url.split('?', 1)[0]!.split('/');
  return first === MISSING_PREFIX ? second : first;
}

const encodingOf = (response: ServerResponse) => response.getHeader('content-encoding');

let warned = false;

/** Sends an unknown address of another language that language's 404. */
export function answerInItsLanguage(copies: Copies) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const copy = copies.get(languageOf(request.url));
    if (!copy) return;
    replaceBody(request, response, {
      holds: (answer) => {
        if (answer.statusCode !== 404 || !isHtml(answer)) return false;
        if (encodingOf(answer) === undefined) return true;
        if (!warned) {
          warned = true;
          const found = `Next sent a 404 in the "${encodingOf(answer)}" encoding, not plain`;
          console.error(nextChanged(REWRITE, found, "Next's compression is on", false).message);
        }
        return false;
      },
      body: (_held, answer) => {
        // The own language's ETag does not describe the copy.
        answer.removeHeader('ETag');
        return copy.html;
      },
    });
  };
}

export function checkNotFoundAnswer(language: string, address: string, answer: Answer, copy: Copy) {
  const wrong: string[] = [];
  if (answer.status !== 404) wrong.push(`answered ${answer.status}, not 404`);
  if (!answer.body.equals(copy.html)) {
    const found = languageIn(answer.body.toString());
    const page = found === undefined ? '' : ` (a page in "${found}")`;
    wrong.push(`answered with another page than ${copy.file}${page}`);
  }
  if (wrong.length === 0) return null;
  return nextChanged(
    REWRITE,
    `an unknown address in "${language}", ${address}, was ${wrong.join(' and ')}`,
    "Next's 404 answer changed",
    false,
  ).message;
}
