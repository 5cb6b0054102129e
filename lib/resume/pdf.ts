import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { plainSlug } from '../format/text';
import { routes } from '../routes';

/** What `npm run cv-pdf` writes: public/files/<owner>-cv-<lang>-<version>.pdf. */
export const PDF_FOLDER = 'files';

/** The /cv page's <meta> naming the PDF of its version, which `npm run cv-pdf` prints it to. */
export const CV_PDF_META = 'cv-pdf';

/** The printed CV's version, in the PDF's name: a PDF of older content is never linked. */
export const cvVersion = (printed: unknown) =>
  createHash('sha256').update(JSON.stringify(printed)).digest('hex').slice(0, 10);

/** "Ines Moreau-Kjærgaard" → "ines-moreau-kjaergaard-cv"; a name in another script, "cv". */
export function fileStem(owner: string) {
  const stem = plainSlug(owner);
  return stem ? `${stem}-cv` : 'cv';
}

export const pdfName = (owner: string, language: string, version: string) =>
  `${fileStem(owner)}-${language}-${version}.pdf`;

/** The name a visitor's download is saved under: "ines-moreau-cv-fr.pdf". */
export const downloadName = (owner: string, language: string) =>
  `${fileStem(owner)}-${language}.pdf`;

/** Older prints of one language, which a new print replaces. */
export const isPrintOf = (file: string, language: string) =>
  /^(?:[a-z0-9-]+-)?cv-(.+)-[0-9a-f]{10}\.pdf$/.exec(file)?.[1] === language;

const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;
const PRINT_NAME = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?cv-(.+)-[0-9a-f]{10}\.pdf$/;

/** Why a page's `name` for its print is refused, or undefined when it is one `pdfName` makes in
 * `language`: cv-pdf takes both from the page, which must not choose where a file goes. */
export function printNameProblem(name: string, language: string): string | undefined {
  if (!LANGUAGE_TAG.test(language)) {
    return `the page's language ${JSON.stringify(language)} is not a language tag`;
  }
  if (PRINT_NAME.exec(name)?.[1] !== language) {
    return `it is not a file name <owner>-cv-${language}-<version>.pdf`;
  }
  return undefined;
}

/** Writes a print, removing the language's older ones; throws, writing nothing, on a bad name. */
export function writePrint(folder: string, name: string, language: string, pdf: Uint8Array) {
  const problem = printNameProblem(name, language);
  const target = path.resolve(folder, name);
  if (problem || path.dirname(target) !== path.resolve(folder)) {
    throw new Error(`${JSON.stringify(name)}: ${problem ?? `outside ${folder}`}`);
  }
  fs.mkdirSync(folder, { recursive: true });
  for (const older of fs.readdirSync(folder).filter((file) => isPrintOf(file, language))) {
    if (older !== name) fs.rmSync(path.join(folder, older));
  }
  fs.writeFileSync(target, pdf);
  return path.join(folder, name);
}

const CV_PAGE = new RegExp(`^(?:/${LANGUAGE_TAG.source.slice(1, -1)})?${routes.cv}$`);

/** A CV page's path from one of its hreflang links: /cv or /<language>/cv and nothing else. The
 * link may name another host (the SITE_URL it was built for); cv-pdf asks only the site it prints. */
export function cvPagePath(href: string, page: string): string | undefined {
  if (!URL.canParse(href, page)) return undefined;
  const { pathname } = new URL(href, page);
  return CV_PAGE.test(pathname) ? pathname : undefined;
}

export function printedPdf(publicDir: string, name: string): string | undefined {
  return fs.existsSync(path.join(publicDir, PDF_FOLDER, name))
    ? `/${PDF_FOLDER}/${name}`
    : undefined;
}

/** The languages whose print in public/files/ is of other content (or another SITE_URL) than the
 * build's /cv: their pages link /cv rather than a PDF. Read from the prerendered pages' meta. */
export function stalePrints(distDir: string, publicDir: string): string[] {
  const pages = path.join(distDir, 'server', 'app');
  const folder = path.join(publicDir, PDF_FOLDER);
  if (!fs.existsSync(pages) || !fs.existsSync(folder)) return [];
  const prints = fs.readdirSync(folder);
  const meta = new RegExp(`<meta name="${CV_PDF_META}" content="([^"]+)"`);
  return fs
    .readdirSync(pages, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && LANGUAGE_TAG.test(entry.name))
    .flatMap((entry) => {
      const page = path.join(pages, entry.name, 'cv.html');
      const named = fs.existsSync(page) && meta.exec(fs.readFileSync(page, 'utf8'))?.[1];
      const printed = prints.some((file) => isPrintOf(file, entry.name));
      return named && printed && !prints.includes(named) ? [entry.name] : [];
    })
    .sort();
}
