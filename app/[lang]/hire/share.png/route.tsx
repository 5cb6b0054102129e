import { notFound } from 'next/navigation';
import { contentIn, getLanguages } from '@/lib/content';
import { publicImage, shareCard } from '@/lib/share/card';

// None without offers: /hire/share.png is then a 404 from the route table, like /hire.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () =>
  contentIn().offers.length ? getLanguages().map((lang) => ({ lang })) : [];

type Context = { params: Promise<{ lang: string }> };

export async function GET(_: Request, { params }: Context) {
  const local = contentIn((await params).lang);
  if (!local.offers.length) notFound();
  const { t } = local;
  return shareCard(local, {
    eyebrow: `${local.ownerName} · ${t('sections.hire')}`,
    title: t('hire.title'),
    chips: local.offers.map((offer) => offer.name),
    picture: await publicImage(local.about.avatar),
  });
}
