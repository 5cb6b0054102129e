import { type NextRequest } from 'next/server';
import { sharedPicture, picturesOf, SHARED_WIDTHS } from '@/lib/private/pictures';
import { sharedLinkOf } from '@/lib/private/session';
import { sharedProjectsAnyLanguage } from '@/lib/private/view';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/** A private project's picture, for the browser holding a link that shows the project. */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ path: string[] }> },
) {
  const width = Number(request.nextUrl.searchParams.get('w'));
  if (!(SHARED_WIDTHS as readonly number[]).includes(width)) return notFound();
  const link = await sharedLinkOf(request.cookies.get.bind(request.cookies));
  if (!link) return notFound();
  const src = `/${(await params).path.join('/')}`;
  // Only a picture of a project this link shows: a link opens nothing else in private/.
  if (!sharedProjectsAnyLanguage(link).some((project) => picturesOf(project).includes(src))) {
    return notFound();
  }
  const bytes = await sharedPicture(src, width);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
