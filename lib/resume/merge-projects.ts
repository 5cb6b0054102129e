import { isBlank } from '../content/blank';
import type { Imported } from './import';
import {
  fill,
  itemsOf,
  object,
  report,
  sameName,
  withItems,
  type Existing,
  type FileReport,
} from './merge-lists';

type Json = Record<string, unknown>;

/** A matched project keeps these when the owner has them; the résumé replaces the rest it gives. */
const OWNER_KEEPS = ['name', 'slug', 'avatar', 'images', 'description'];

/** `base`, or `base-1`, `base-2`…: a slug none of `taken` has. */
function unique(base: string, taken: Set<string>) {
  let slug = base;
  for (let n = 1; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** The résumé's categories by name over the owner's: their slug is kept, a new one is unique. */
function mergeCategories(imported: Imported, existing: Existing) {
  const mine = existing('categories.json');
  const rep = report('categories.json', mine);
  const items = itemsOf(mine);
  const taken = new Set(items.map((item) => String(object(item).slug)));
  const slugs = new Map<string, string>();
  for (const category of itemsOf(imported.files['categories.json']).map(object)) {
    const match = items.map(object).find((item) => sameName(item.name, category.name));
    if (match) {
      slugs.set(String(category.slug), String(match.slug));
      continue;
    }
    const slug = unique(String(category.slug), taken);
    slugs.set(String(category.slug), slug);
    items.push({ ...category, slug });
    rep.added.push(String(category.name));
  }
  if (!rep.created) rep.kept.push(`${items.length - rep.added.length} of yours`);
  return { slugs, file: { report: rep, content: withItems(mine, items) } };
}

/** Projects matched by name, by address or by their page on the site; new ones appended. */
export function mergeProjects(imported: Imported, existing: Existing) {
  const categories = mergeCategories(imported, existing);
  const mine = existing('portfolios.json');
  const rep: FileReport = report('portfolios.json', mine);
  const items = [...itemsOf(mine)];
  const taken = new Set(items.map((item) => String(object(item).slug)));
  const used = new Set<number>();
  const slugs = new Map<string, string>();
  for (const project of itemsOf(imported.files['portfolios.json']).map(object)) {
    const theirs: Json = {
      ...project,
      category_slug: project.category_slug && categories.slugs.get(String(project.category_slug)),
    };
    const at = items.findIndex((item, i) => {
      const own = object(item);
      return (
        !used.has(i) &&
        (sameName(own.name, project.name) ||
          (!!project.url && own.url === project.url) ||
          (imported.projectPages.includes(String(project.slug)) && own.slug === project.slug))
      );
    });
    if (at < 0) {
      const slug = unique(String(project.slug), taken);
      slugs.set(String(project.slug), slug);
      used.add(items.push({ ...theirs, slug }) - 1);
      rep.added.push(`${String(project.name)} (/portfolio/${slug})`);
      continue;
    }
    used.add(at);
    const own = object(items[at]);
    slugs.set(String(project.slug), String(own.slug));
    // A category the owner chose, by either field, stays.
    if (!isBlank(own.category) || !isBlank(own.category_slug)) delete theirs.category_slug;
    const { item, changed } = fill(own, theirs, OWNER_KEEPS);
    items[at] = item;
    if (changed.length) rep.updated.push(`${String(own.name)} (${changed.join(', ')})`);
  }
  items.forEach((item, i) => {
    if (!used.has(i)) rep.kept.push(String(object(item).name));
  });
  return {
    slugs,
    files: {
      'categories.json': categories.file,
      'portfolios.json': { report: rep, content: withItems(mine, items) },
    },
  };
}
