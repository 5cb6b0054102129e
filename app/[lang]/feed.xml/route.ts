import { notFound } from 'next/navigation';
import { contentIn, notesLanguageParams } from '@/lib/content';
import { atomFeed } from '@/lib/feed';

// One per language, written at build; none without notes: /feed.xml is then a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = notesLanguageParams;

type Context = { params: Promise<{ lang: string }> };

export async function GET(_: Request, { params }: Context) {
  const local = contentIn((await params).lang);
  if (!local.notes.length) notFound();
  return new Response(atomFeed(local), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
