import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { plainSlug } from '../format/text';

/** What `npm run cv-pdf` writes: public/files/<owner>-cv-<lang>-<version>.pdf. */
export const PDF_FOLDER = 'files';

/** The /cv page's <meta> naming the PDF of its version, which `npm run cv-pdf` prints it to. */
export const CV_PDF_META = 'cv-pdf';

/** The CV's words as printed: a PDF names the version it was printed from, so a PDF of older
 * content is never linked, and its address changes with it. */
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

/** The address of the current print of the CV in `language`, if `npm run cv-pdf` made it. */
export function printedPdf(publicDir: string, name: string): string | undefined {
  return fs.existsSync(path.join(publicDir, PDF_FOLDER, name))
    ? `/${PDF_FOLDER}/${name}`
    : undefined;
}
