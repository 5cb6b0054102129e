import fs from 'node:fs';
import path from 'node:path';
import type { Content, Project } from './schemas';

/** The content split in two: the public site, every private project and mention of one taken
 * out, and each language's private projects, which only a client's link shows. Any language's
 * "private" is enough here; the load holds every language to config/portfolios.json's. */
export type Split = {
  visible: Content[];
  hidden: Map<string, Project[]>;
  /** The private projects' slugs. */
  slugs: ReadonlySet<string>;
};

export function splitPrivate(contents: Content[]): Split {
  const slugs = new Set(
    contents.flatMap((content) => content.projects.filter((p) => p.private).map((p) => p.slug)),
  );
  const hidden = new Map<string, Project[]>();
  const visible = contents.map((content) => {
    hidden.set(
      content.language,
      content.projects.filter((p) => slugs.has(p.slug)).map((p) => ({ ...p, private: true })),
    );
    if (slugs.size === 0) return content;
    const projects = content.projects.filter((p) => !slugs.has(p.slug));
    const shown = new Set(projects.map((p) => p.category_slug ?? p.category?.id));
    const emptied = new Set(
      content.projects
        .filter((p) => slugs.has(p.slug))
        .map((p) => p.category_slug ?? p.category?.id)
        .filter((slug) => slug && !shown.has(slug)),
    );
    return {
      ...content,
      projects,
      // A category whose projects are all private is no filter: it would lead to an empty page.
      categories: content.categories.filter((c) => !emptied.has(c.slug)),
      // A public note about a private project keeps its text, not the link to it.
      notes: content.notes.map((note) =>
        note.projects.some((slug) => slugs.has(slug))
          ? { ...note, projects: note.projects.filter((slug) => !slugs.has(slug)) }
          : note,
      ),
    };
  });
  return { visible, hidden, slugs };
}

const isPrivate = (slugs: ReadonlySet<string>) => (entry: unknown) =>
  !!entry && typeof entry === 'object' && slugs.has(String((entry as { slug?: unknown }).slug));

/** portfolios.json's JSON (a list, or a list under "data") without the private projects. */
export function withoutPrivateProjects(json: unknown, slugs: ReadonlySet<string>): unknown {
  const hidden = isPrivate(slugs);
  if (Array.isArray(json)) return json.filter((entry) => !hidden(entry));
  const data = (json as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return { ...(json as object), data: data.filter((e) => !hidden(e)) };
  return json;
}

/** Takes the private projects out of every portfolios.json in `configDir` (each language's), for
 * the copy of config/ that goes into the release: nothing private ships with the build. Returns
 * the files changed. */
export function stripPrivateProjects(configDir: string, slugs: ReadonlySet<string>): string[] {
  if (slugs.size === 0) return [];
  const files = fs
    .readdirSync(configDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => path.basename(name) === 'portfolios.json')
    .map((name) => path.join(configDir, name));
  for (const file of files) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    fs.writeFileSync(file, `${JSON.stringify(withoutPrivateProjects(json, slugs), null, 2)}\n`);
  }
  return files;
}
