import { contentIn, getLanguages } from '@/lib/content';
import { jsonResumeOf } from '@/lib/resume';

// One per language, written at build: the CV as JSON Resume 1.0.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => getLanguages().map((lang) => ({ lang }));

type Context = { params: Promise<{ lang: string }> };

export async function GET(_: Request, { params }: Context) {
  const resume = jsonResumeOf(contentIn((await params).lang));
  return new Response(`${JSON.stringify(resume, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
