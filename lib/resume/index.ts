import 'server-only';
import path from 'node:path';
import type { Local } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { toJsonResume } from './json-resume';
import { cvProjects } from './model';
import { cvVersion, downloadName, pdfName, printedPdf } from './pdf';

export { cvProjects, entry, type Entry } from './model';

export const jsonResumeOf = (local: Local) =>
  toJsonResume(local, {
    absolute: absoluteUrl,
    home: absoluteUrl(local.path(routes.home)),
    project: (slug) => absoluteUrl(local.path(routes.project(slug))),
    self: absoluteUrl(local.path(routes.resumeJson)),
  });

/** Everything the printed CV shows, so a PDF printed before any of it changed is not linked. */
export const cvVersionOf = (local: Local) =>
  cvVersion({
    // Its addresses are absolute, so the site's own address is part of it.
    resume: jsonResumeOf(local),
    content: [local.about, local.experience, local.education, local.skills, local.socialLinks],
    cv: local.cv,
    projects: cvProjects(local),
    labels: local.catalogue,
  });

export const pdfNameOf = (local: Local) =>
  pdfName(local.ownerName, local.language, cvVersionOf(local));

/** The PDF `npm run cv-pdf` printed of this language's CV, when it is of the current content. */
export function printedCv(local: Local) {
  const publicDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');
  const href = printedPdf(publicDir, pdfNameOf(local));
  return href && { href, download: downloadName(local.ownerName, local.language) };
}

export type ResumeLink = { href: string; file: boolean; download?: string };

/** Where "Download Resume" leads: the owner's own file, else the printed PDF, else /cv. */
export function resumeLink(local: Local): ResumeLink {
  if (local.about.resume_cv) return { href: local.about.resume_cv, file: true };
  const printed = printedCv(local);
  if (printed) return { ...printed, file: true };
  return { href: local.path(routes.cv), file: false };
}
