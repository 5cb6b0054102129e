import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { cookies } from 'next/headers';
import { firstOpenNotice } from '@/lib/contact/mail-text';
import { ownerMailer } from '@/lib/contact/owner-mailer';
import type { Project } from '@/lib/content';
import { settings } from '@/lib/settings';
import { stores, type PrivateLink } from '@/lib/store';
import { PRIVATE_PROJECTS_FILE, type PrivateBundle } from './bundle';
import { sharedLinkOf } from './session';

let bundle: { mtimeMs: number; projects: PrivateBundle } | undefined;

/** The private projects the build set aside, read again when a new build replaces them. */
function privateBundle(): PrivateBundle {
  const file = path.join(settings().privateDir, PRIVATE_PROJECTS_FILE);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return {};
  if (bundle?.mtimeMs !== stat.mtimeMs) {
    bundle = { mtimeMs: stat.mtimeMs, projects: JSON.parse(fs.readFileSync(file, 'utf8')) };
  }
  return bundle.projects;
}

/** The link this page's visitor holds, for a page. */
export const sharedLink = async () => {
  const jar = await cookies();
  return sharedLinkOf((name) => jar.get(name));
};

/** The link's projects in every language, for what they may show. */
export const sharedProjectsAnyLanguage = (link: PrivateLink): Project[] =>
  Object.values(privateBundle())
    .flat()
    .filter((project) => link.projects.includes(project.slug));

/** The link's projects in `language` (else the site's own), in the link's order. */
export function sharedProjects(link: PrivateLink, language: string, fallback: string): Project[] {
  const all = privateBundle();
  const local = all[language] ?? all[fallback] ?? [];
  return link.projects.flatMap((slug) => local.find((p) => p.slug === slug) ?? []);
}

/** Records that the link's holder saw `page`; the first time, the owner is told by e-mail. */
export async function recordView(link: PrivateLink, page: string): Promise<void> {
  const opened = await stores();
  const { first } = await opened.privateLinks.recordOpen(link.id, page);
  if (first) await ownerMailer(opened.messages)?.tellOwner(firstOpenNotice(link, page, new Date()));
}
