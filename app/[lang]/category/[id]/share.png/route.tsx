import { categoryParams, contentIn, getLanguages } from '@/lib/content';
import { publicImage, shareCard } from '@/lib/share/card';

// A route handler does not inherit the layouts' params, so it names them all; any other id is a
// 404 from the route table, with nothing drawn or cached.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () =>
  getLanguages().flatMap((lang) => categoryParams().map(({ id }) => ({ lang, id })));

type Context = { params: Promise<{ lang: string; id: string }> };

export async function GET(_: Request, { params }: Context) {
  const { lang, id } = await params;
  const local = contentIn(lang);
  const projects = local.projectsIn(id);
  const { t } = local;
  return shareCard(local, {
    eyebrow: `${local.ownerName} · ${t('sections.portfolio')}`,
    title: local.categoryTitle(id) ?? id,
    lead: t('portfolio.count', { count: projects.length }),
    picture: await publicImage(projects[0]?.avatar),
  });
}
