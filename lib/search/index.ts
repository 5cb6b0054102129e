import 'server-only';
import type { Local } from '@/lib/content';
import { SEARCH } from '@/lib/constants';
import { longDate } from '@/lib/format/date';
import { FACT_SEPARATOR, joinFacts, keepTogether, plainText, tagList } from '@/lib/format/text';
import { routes } from '@/lib/routes';
import { prepare, type Prepared, type SearchEntry, type SearchIndex } from './match';

const text = (...parts: (string | null | undefined)[]) =>
  plainText(parts.filter(Boolean).join(' · '), SEARCH.textMaxLength).replaceAll(
    ' · ',
    FACT_SEPARATOR,
  ) || undefined;

const words = (html: string | null | undefined) => (html ? plainText(html) : undefined);

/** Only the fields that hold something: every byte is fetched by each visitor who searches. */
function entry(fields: SearchEntry): SearchEntry {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '',
    ),
  ) as SearchEntry;
}

function projects(local: Local): SearchEntry[] {
  const { path, fallbackLang } = local;
  return local.projects.map((project) =>
    entry({
      kind: 'project',
      title: project.name,
      url: path(routes.project(project.slug)),
      meta: local.category(project.category_slug ?? '')?.name ?? project.category?.name,
      tags: tagList(project.tags),
      text: text(words([project.summary, project.description].filter(Boolean).join(' '))),
      lang: fallbackLang('projects', 'name', project),
      textLang: fallbackLang('projects', 'description', project),
    }),
  );
}

function notes(local: Local): SearchEntry[] {
  const { path, language, dateLocale } = local;
  return local.notes.map((note) => {
    const other = note.language === language ? undefined : note.language;
    return entry({
      kind: 'note',
      title: note.title,
      url: path(routes.note(note.slug)),
      meta: keepTogether(longDate(note.date.slice(0, 10), dateLocale)),
      tags: note.tags.map((tag) => tag.name),
      text: text(note.summary, ...note.headings.map((heading) => heading.text)),
      lang: other,
      textLang: other,
    });
  });
}

function offers(local: Local): SearchEntry[] {
  const { path, t, fallbackLang } = local;
  return local.offers.map((offer) => {
    const price = local.price(offer);
    const shown = price
      ? [price.before, price.amount, price.after, price.unit].join(' ').replace(/\s+/g, ' ').trim()
      : t('hire.onRequest');
    return entry({
      kind: 'offer',
      title: offer.name,
      url: `${path(routes.hire)}#offer-${offer.id}`,
      meta: joinFacts([shown, offer.duration]),
      text: text(offer.summary, ...offer.deliverables),
      lang: fallbackLang('offers', 'name', offer, 0),
      textLang: fallbackLang('offers', 'summary', offer, 0),
    });
  });
}

function sections(local: Local): SearchEntry[] {
  const { t, path, about } = local;
  const home = path(routes.home);
  const section = (id: string, title: string, ...parts: (string | null | undefined)[]) =>
    entry({ kind: 'section', title, url: `${home}#${id}`, text: text(...parts) });
  const names = (list: readonly { name?: string | null }[]) =>
    list.map((item) => item.name).filter(Boolean) as string[];
  const timeline = (list: Local['experience']) =>
    list.flatMap((item) => [item.name, item.description]);
  const shown = [
    section(
      'about',
      t('sections.about'),
      local.ownerLine,
      words(about.freelancer),
      words(about.bio),
      ...names(local.skills),
      ...names(local.tools),
    ),
    local.projects.length > 0 &&
      section('portfolio', t('sections.portfolio'), ...names(local.categories)),
    local.offers.length > 0 && section('hire', t('sections.hire'), ...names(local.offers)),
    local.notes.length > 0 && section('notes', t('sections.notes'), t('notes.title')),
    local.experience.length > 0 &&
      section('experience', t('sections.experience'), ...timeline(local.experience)),
    local.testimonials.length > 0 &&
      section(
        'testimonial',
        t('testimonials.eyebrow'),
        ...local.testimonials.flatMap((quote) => [quote.name, quote.role, quote.quote]),
      ),
    local.education.length > 0 &&
      section('education', t('sections.education'), ...timeline(local.education)),
    section(
      'contact',
      t('sections.contact'),
      about.email,
      about.phone,
      about.address,
      ...names(local.socialLinks),
    ),
  ];
  return shown.filter((item): item is SearchEntry => Boolean(item));
}

/** A language's index: what its pages show, in its words, each fallback marked with its language. */
export function searchIndexOf(local: Local): SearchIndex {
  return {
    language: local.language,
    entries: [...projects(local), ...notes(local), ...offers(local), ...sections(local)],
  };
}

/** Each language's index, folded, for the search page: made once per reading of the content. */
const prepared = new WeakMap<Local, Prepared[]>();

export function preparedIndexOf(local: Local): Prepared[] {
  let list = prepared.get(local);
  if (!list) prepared.set(local, (list = prepare(searchIndexOf(local).entries)));
  return list;
}
