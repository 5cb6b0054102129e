import fs from 'node:fs';
import path from 'node:path';
import { projectSources } from '../content/remote-images';
import type { Project } from '../content/schemas';

/** What the build sets aside for the private pages: each language's private projects, and their
 * pictures, beside the release, never in it (PRIVATE_DIR). */
export const PRIVATE_PROJECTS_FILE = 'projects.json';
export const PRIVATE_PICTURES = 'pictures';
/** Per private project, the other sites its pages load from (lib/private/policy.ts). */
export const PRIVATE_SOURCES_FILE = 'sources.json';

export type PrivateBundle = Record<string, Project[]>;

/** Writes `target` afresh from the split content and the project's private/ folder. */
export function writePrivateBundle(
  target: string,
  hidden: Map<string, Project[]>,
  privateSource: string,
): number {
  fs.rmSync(target, { recursive: true, force: true });
  // Made also when empty, so that a deploy recipe copies it the same way on every site.
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const count = [...hidden.values()][0]?.length ?? 0;
  if (count === 0) return 0;
  fs.writeFileSync(
    path.join(target, PRIVATE_PROJECTS_FILE),
    JSON.stringify(Object.fromEntries(hidden)),
    { mode: 0o600 },
  );
  const bySlug = new Map<string, Project[]>();
  for (const project of [...hidden.values()].flat()) {
    bySlug.set(project.slug, [...(bySlug.get(project.slug) ?? []), project]);
  }
  const sources = [...bySlug].map(([slug, projects]) => [slug, projectSources(projects)]);
  fs.writeFileSync(
    path.join(target, PRIVATE_SOURCES_FILE),
    JSON.stringify(Object.fromEntries(sources)),
    { mode: 0o600 },
  );
  const wanted = new Set(
    [...hidden.values()]
      .flat()
      .flatMap((p) => [p.avatar, p.cover, ...p.images.map((i) => i.image)]),
  );
  for (const src of wanted) {
    if (!src) continue;
    const to = path.join(target, PRIVATE_PICTURES, src);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(privateSource, decodeURIComponent(src)), to);
  }
  return count;
}
