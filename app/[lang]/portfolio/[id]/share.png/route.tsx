import { notFound } from 'next/navigation';
import { contentIn, getLanguages, projectParams, tagList } from '@/lib/content';
import { publicImage, shareCard } from '@/lib/share/card';

// A route handler does not inherit the layouts' params, so it names them all; any other id is a
// 404 from the route table, with nothing drawn or cached.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () =>
  getLanguages().flatMap((lang) => projectParams().map(({ id }) => ({ lang, id })));

type Context = { params: Promise<{ lang: string; id: string }> };

export async function GET(_: Request, { params }: Context) {
  const { lang, id } = await params;
  const local = contentIn(lang);
  const project = local.project(id);
  if (!project) notFound();
  return shareCard(local, {
    eyebrow: project.category?.name ?? local.t('project.fallbackEyebrow'),
    title: project.name,
    chips: tagList(project.tags),
    picture: await publicImage(project.cover ?? project.avatar),
  });
}
