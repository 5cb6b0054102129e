import { contentIn, getLanguages } from '@/lib/content';
import { publicImage, shareCard } from '@/lib/share/card';

// Any other language is a 404 from the route table, with nothing drawn or cached.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => getLanguages().map((lang) => ({ lang }));

type Context = { params: Promise<{ lang: string }> };

export async function GET(_: Request, { params }: Context) {
  const local = contentIn((await params).lang);
  const { about, t } = local;
  return shareCard(local, {
    eyebrow: about.title || t('sections.portfolio'),
    title: local.ownerName,
    lead: local.description,
    picture: await publicImage(about.avatar),
    round: true,
  });
}
