import GithubSlugger from 'github-slugger';
import { PARTIAL_DATE, SLUG } from '../content/schemas';
import { plainSlug } from '../format/text';
import { text, texts, WEB, type Json } from './import-values';

/** Projects, and their kinds (`type`) as the categories of the portfolio. */
export function projectsOf(
  projects: Json[],
  site: string | undefined,
  lost: (what: string) => void,
) {
  const slugger = new GithubSlugger();
  const categories = new Map<string, { name: string; slug: string }>();
  const categorySlugs = new GithubSlugger();
  const pages: string[] = [];
  const imported = projects.flatMap((project, index) => {
    const at = `projects[${index}]`;
    const name = text(project.name);
    if (!name) {
      lost(`${at}: left out, as it has no name`);
      return [];
    }
    const description = text(project.description);
    const url = text(project.url);
    // A project's page on this very site is not a link to the project.
    const link = url && WEB.test(url) && !(site && url.startsWith(site)) ? url : undefined;
    const start = text(project.startDate);
    const own = ownSlug(url, site);
    const type = text(project.type);
    if (type && !categories.has(type)) {
      categories.set(type, {
        name: type,
        slug: slugOf(categorySlugs, type, categories.size, 'all'),
      });
    }
    if (project.endDate !== undefined) lost(`${at}.endDate: a project has only its start date`);
    const highlights = texts(project.highlights);
    const html = [
      description && `<p>${escapeHtml(description)}</p>`,
      highlights.length &&
        `<ul>${highlights.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ].filter(Boolean);
    const slug = own ? slugger.slug(own) : slugOf(slugger, name, index);
    if (own) pages.push(slug);
    return [
      {
        name,
        slug,
        description: html.join('') || undefined,
        role: texts(project.roles).join(', ') || undefined,
        client: text(project.entity),
        url: link,
        tags: texts(project.keywords).join(', ') || undefined,
        created_at: start && PARTIAL_DATE.test(start) ? start : undefined,
        category_slug: type && categories.get(type)!.slug,
      },
    ];
  });
  return { projects: imported, categories: [...categories.values()], pages };
}

/** "Café — Lumen" → "cafe-lumen"; a name in another script gets "item-2". Unique per slugger. */
function slugOf(slugger: GithubSlugger, name: string, index: number, reserved?: string) {
  const plain = plainSlug(name);
  return slugger.slug(plain && plain !== reserved ? plain : `item-${index + 1}`);
}

/** A project's page on the site the résumé came from keeps its address: /portfolio/<slug>. */
function ownSlug(url: string | undefined, site: string | undefined) {
  if (!url || !site || !URL.canParse(site) || !url.startsWith(new URL(site).origin)) {
    return undefined;
  }
  const slug = /\/portfolio\/([^/?#]+)\/?$/.exec(url)?.[1];
  return slug && SLUG.test(slug) ? slug : undefined;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
