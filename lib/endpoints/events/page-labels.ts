import { contentIn, getLanguages, type Local } from '@/lib/content';
import { PAGE_LABELS } from '@/lib/constants';

const FIXED = Object.values(PAGE_LABELS).filter((label) => typeof label === 'string');

function labelsOf(local: Local): string[] {
  return [
    ...local.projects.map((project) => PAGE_LABELS.project(project.name)),
    ...local.notes.map((note) => PAGE_LABELS.note(note.title)),
    ...local.noteTags.map((tag) => PAGE_LABELS.notesTagged(tag.name)),
  ];
}

// By the content's views as last read, which `npm run dev` replaces after an edit.
let known: { views: Local[]; labels: Set<string> } | undefined;

/** Whether a page of this site, in any of its languages, reports views under `label`: a label
 * it never sends is refused before it takes anything from a sender's budget. */
export function isPageLabel(label: string): boolean {
  const views = getLanguages().map((language) => contentIn(language));
  if (!known || views.some((view, at) => view !== known!.views[at])) {
    known = { views, labels: new Set([...FIXED, ...views.flatMap(labelsOf)]) };
  }
  return known.labels.has(label);
}
