import 'server-only';
import { create } from 'xmlbuilder2';
import type { Local, Note } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { routes } from '@/lib/routes';

const ATOM = 'http://www.w3.org/2005/Atom';

/** A date as Atom wants it (RFC 3339, with a zone): a bare day is midnight UTC. */
const stamp = (iso: string) => new Date(/T|\s/.test(iso) ? iso : `${iso}T00:00:00Z`).toISOString();

/** A note's HTML as a feed reader shows it, on another site: its addresses made whole, and
 * without the "#" beside each heading, which only the page can style. */
export function feedHtml(html: string, page: string): string {
  const origin = new URL(page).origin;
  return html
    .replace(/<a [^>]*class="heading-link"[^>]*>#<\/a>/g, '')
    .replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${origin}/`)
    .replace(/(\shref)="#/g, `$1="${page}#`);
}

/** The language's notes as an Atom feed (RFC 4287), whole, built by an XML writer: a title with
 * "&", "<" or quotes is escaped by it, never pasted into markup. */
export function atomFeed(local: Local, notes: readonly Note[] = local.notes): string {
  const { t, ownerName: owner } = local;
  const home = absoluteUrl(local.path(routes.home));
  const list = absoluteUrl(local.path(routes.notes));
  const updated = notes
    .map((note) => stamp(note.updated ?? note.date))
    .sort()
    .at(-1);
  const feed = create({ version: '1.0', encoding: 'utf-8' }).ele(ATOM, 'feed', {
    'xml:lang': local.language,
  });
  feed.ele('id').txt(list);
  feed.ele('title').txt(t('notes.feedTitle', { owner }));
  feed.ele('subtitle').txt(t('notes.intro'));
  feed.ele('updated').txt(updated ?? new Date(0).toISOString());
  feed.ele('link', {
    rel: 'self',
    type: 'application/atom+xml',
    href: absoluteUrl(local.path(routes.feed)),
  });
  feed.ele('link', { rel: 'alternate', type: 'text/html', href: list });
  feed.ele('author').ele('name').txt(owner).up().ele('uri').txt(home);
  if (local.about.fav || local.about.icon) {
    feed.ele('icon').txt(absoluteUrl((local.about.fav || local.about.icon)!));
  }
  for (const note of notes) {
    const url = absoluteUrl(local.path(routes.note(note.slug)));
    const entry = feed.ele(
      'entry',
      note.language !== local.language ? { 'xml:lang': note.language } : {},
    );
    entry.ele('id').txt(url);
    entry.ele('title', { type: 'text' }).txt(note.title);
    entry.ele('link', { rel: 'alternate', type: 'text/html', href: url });
    entry.ele('published').txt(stamp(note.date));
    entry.ele('updated').txt(stamp(note.updated ?? note.date));
    if (note.summary) entry.ele('summary', { type: 'text' }).txt(note.summary);
    for (const tag of note.tags) entry.ele('category', { term: tag.slug, label: tag.name });
    entry.ele('content', { type: 'html' }).txt(feedHtml(note.html, url));
  }
  return feed.end({ prettyPrint: true });
}
