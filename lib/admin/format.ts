import 'server-only';
import { PAGE_LABELS } from '@/lib/constants';
import { contentIn, getLanguages } from '@/lib/content';

/** A stored time as the owner reads it, in the site's language; times are UTC. */
export function shownTime(at: string): string {
  const { language } = contentIn();
  return `${new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(at))} UTC`;
}

/** An offer's name in the site's language, or its id when the owner removed it since. */
export function offerName(id: string | null): string {
  const { offers, t } = contentIn();
  if (id === null) return t('admin.inbox.noOffer');
  return offers.find((offer) => offer.id === id)?.name ?? id;
}

/** Plain words for a page label as the tracking call stores it ("Kestrel Analytics Page",
 * "… Note Page"): a project's name, "Home", "Note: …"; a label of no known form stays as it is.
 * The names are gathered once per table, not once per row. */
export function pageNamer(): (label: string) => string {
  const { t } = contentIn();
  const fixed = new Map<string, string>([
    [PAGE_LABELS.home, t('admin.visitors.pages.home')],
    [PAGE_LABELS.category, t('admin.visitors.pages.category')],
    [PAGE_LABELS.notFound, t('admin.visitors.pages.notFound')],
    [PAGE_LABELS.hire, t('admin.visitors.pages.hire')],
    [PAGE_LABELS.cv, t('admin.visitors.pages.cv')],
    [PAGE_LABELS.search, t('admin.visitors.pages.search')],
    [PAGE_LABELS.notes, t('admin.visitors.pages.notes')],
  ]);
  // Every language's names: a view is labelled in the language the visitor read the page in.
  const sites = getLanguages().map(contentIn);
  const projects = new Set(sites.flatMap((site) => site.projects.map((project) => project.name)));
  const notes = new Set(sites.flatMap((site) => site.notes.map((entry) => entry.title)));
  return (label) => {
    const known = fixed.get(label);
    if (known !== undefined) return known;
    const name = label.match(/^(.+) Page$/)?.[1];
    if (!name) return label;
    if (projects.has(name)) return name;
    const tag = name.match(/^Notes Tagged (.+)$/)?.[1];
    if (tag) return t('admin.visitors.pages.tagged', { tag });
    const note = name.match(/^(.+) Note$/)?.[1];
    if (note && notes.has(note)) return t('admin.visitors.pages.note', { title: note });
    return name;
  };
}
