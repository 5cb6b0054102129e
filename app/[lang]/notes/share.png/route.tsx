import { notFound } from 'next/navigation';
import { contentIn, notesLanguageParams } from '@/lib/content';
import { publicImage, shareCard } from '@/lib/share/card';

// None without notes: /notes/share.png is then a 404 from the route table, like /notes.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = notesLanguageParams;

type Context = { params: Promise<{ lang: string }> };

export async function GET(_: Request, { params }: Context) {
  const local = contentIn((await params).lang);
  if (!local.notes.length) notFound();
  const { t, ownerName: owner } = local;
  return shareCard(local, {
    eyebrow: `${owner} · ${t('sections.notes')}`,
    title: t('notes.title'),
    chips: local.noteTags.slice(0, 6).map((tag) => tag.name),
    picture: await publicImage(local.about.avatar),
  });
}
