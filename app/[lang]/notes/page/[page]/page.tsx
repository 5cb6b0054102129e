import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageView } from '@/components/frame/page-view';
import { NotesIndex, notesMetadata } from '@/components/notes/notes-index';
import { PAGE_LABELS } from '@/lib/constants';
import { notesPageCount, notesPageParams } from '@/lib/content';
import { pageContent } from '@/lib/content/page';

// Reached as /notes?page=N (lib/i18n/routing.ts); any other N is a 404 from the route table. Page 1
// is /notes itself, so it stands in when there is no other: Next refuses an empty list here.
export const dynamicParams = false;
export const generateStaticParams = () => {
  const params = notesPageParams();
  return params.length > 0 ? params : [{ page: '1' }];
};

type Props = { params: Promise<{ page: string }> };

async function pageOf(params: Props['params']) {
  const local = await pageContent();
  const page = Number((await params).page);
  if (!(page >= 2 && page <= notesPageCount())) notFound();
  return { local, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { local, page } = await pageOf(params);
  return notesMetadata(local, page);
}

export default async function NotesPageN({ params }: Props) {
  const { local, page } = await pageOf(params);
  return (
    <>
      <NotesIndex local={local} page={page} />
      <PageView label={PAGE_LABELS.notes} />
    </>
  );
}
