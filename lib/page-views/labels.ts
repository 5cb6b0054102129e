import { contentIn, getDefaultLanguage, getLanguages, type Local } from '@/lib/content';
import { PAGE_LABELS } from '@/lib/constants';
import { PAGE_SEGMENT } from '@/lib/i18n/routing';

const segmentsOf = (path: string): string[] | null => {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
};

/** The label the page at `rest` (a path within one language) reports its views under, if any. */
function labelAt(local: Local, [first, second, third, ...more]: string[]): string | undefined {
  if (more.length) return undefined;
  if (first === undefined) return PAGE_LABELS.home;
  if (third === undefined) {
    if (first === 'category' && second !== undefined && local.categoryTitle(second))
      return PAGE_LABELS.category;
    if (first === 'portfolio' && second !== undefined) {
      const project = local.project(second);
      return project && PAGE_LABELS.project(project.name);
    }
    if (first === 'notes' && second !== undefined) {
      const note = local.note(second);
      return note && PAGE_LABELS.note(note.title);
    }
    if (second !== undefined) return undefined;
    const fixed: Record<string, string> = {
      hire: PAGE_LABELS.hire,
      cv: PAGE_LABELS.cv,
      search: PAGE_LABELS.search,
      notes: PAGE_LABELS.notes,
    };
    return Object.hasOwn(fixed, first) ? fixed[first] : undefined;
  }
  if (first !== 'notes') return undefined;
  if (second === PAGE_SEGMENT && /^\d+$/.test(third)) return PAGE_LABELS.notes;
  const tag = second === 'tags' ? local.noteTags.find((t) => t.slug === third) : undefined;
  return tag && PAGE_LABELS.notesTagged(tag.name);
}

/** Whether a page of this site at `path` reports its views under `label`: anything else is
 * refused before it takes from anyone's budget. A 404 may stand at any address. */
export function isPageView(label: string, path: string): boolean {
  if (label === PAGE_LABELS.notFound) return true;
  const segments = segmentsOf(path);
  if (!segments) return false;
  const [first = ''] = segments;
  const prefixed = first !== getDefaultLanguage() && getLanguages().includes(first);
  const local = contentIn(prefixed ? first : getDefaultLanguage());
  return labelAt(local, prefixed ? segments.slice(1) : segments) === label;
}
