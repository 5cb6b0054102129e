import { contentIn, getLanguages } from '@/lib/content';
import { searchIndexOf } from '@/lib/search';

// One per language, written at build, fetched by the search dialog when it is first opened.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => getLanguages().map((lang) => ({ lang }));

type Context = { params: Promise<{ lang: string }> };

export async function GET(_: Request, { params }: Context) {
  return new Response(JSON.stringify(searchIndexOf(contentIn((await params).lang))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
