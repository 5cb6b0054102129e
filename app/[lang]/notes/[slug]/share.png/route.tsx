import { notFound } from 'next/navigation';
import { contentIn, getLanguages, noteParams } from '@/lib/content';
import { publicImage, shareCard } from '@/lib/share/card';

// A route handler does not inherit the layouts' params, so it names them all.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () =>
  getLanguages().flatMap((lang) => noteParams().map(({ slug }) => ({ lang, slug })));

type Context = { params: Promise<{ lang: string; slug: string }> };

export async function GET(_: Request, { params }: Context) {
  const { lang, slug } = await params;
  const local = contentIn(lang);
  const note = local.note(slug);
  if (!note) notFound();
  return shareCard(local, {
    eyebrow: `${local.ownerName} · ${local.t('sections.notes')}`,
    title: note.title,
    chips: note.tags.map((tag) => tag.name),
    picture: await publicImage(note.cover ?? local.about.avatar),
  });
}
