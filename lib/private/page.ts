import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageContent } from '@/lib/content/page';
import { getDefaultLanguage, type Project } from '@/lib/content';
import type { PrivateLink } from '@/lib/store';
import { recordView, sharedLink, sharedProjects } from './view';

/** What a shared page shows search engines and share previews: the site, never the work. */
export async function sharedMetadata(): Promise<Metadata> {
  const local = await pageContent();
  return {
    title: { absolute: `${local.t('shared.title')} | ${local.ownerName}` },
    description: local.description,
    robots: { index: false, follow: false, nocache: true },
    referrer: 'no-referrer',
    openGraph: { title: local.ownerName, description: local.description, type: 'website' },
    twitter: { card: 'summary', title: local.ownerName, description: local.description },
  };
}

/** The visitor's link and its projects in this language (only `slug`'s, when given), the view
 * recorded; else the 404 any unknown address gets. */
export async function sharedPage(
  slug?: string,
): Promise<{ link: PrivateLink; projects: Project[] }> {
  const local = await pageContent();
  const link = await sharedLink();
  if (!link) notFound();
  const all = sharedProjects(link, local.language, getDefaultLanguage());
  const projects = slug === undefined ? all : all.filter((project) => project.slug === slug);
  if (slug !== undefined && projects.length === 0) notFound();
  await recordView(link, slug === undefined ? '/shared' : `/shared/${slug}`);
  return { link, projects };
}
