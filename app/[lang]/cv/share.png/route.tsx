import { contentIn, getLanguages } from '@/lib/content';
import { entry } from '@/lib/resume';
import { publicImage, shareCard } from '@/lib/share/card';

export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => getLanguages().map((lang) => ({ lang }));

type Context = { params: Promise<{ lang: string }> };

export async function GET(_: Request, { params }: Context) {
  const local = contentIn((await params).lang);
  const { t } = local;
  const places = [...local.experience, ...local.education]
    .map((item) => entry(item).place)
    .filter((place) => place !== undefined);
  return shareCard(local, {
    eyebrow: `${local.ownerName} · ${t('cv.eyebrow')}`,
    title: local.about.title || t('cv.eyebrow'),
    chips: places.length ? places : local.skills.map((skill) => skill.name),
    picture: await publicImage(local.about.avatar),
  });
}
