import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageView } from '@/components/frame/page-view';
import { NotesIndex, notesMetadata } from '@/components/notes/notes-index';
import { PAGE_LABELS } from '@/lib/constants';
import { pageContent } from '@/lib/content/page';

export async function generateMetadata(): Promise<Metadata> {
  const local = await pageContent();
  if (!local.notes.length) notFound();
  return notesMetadata(local, 1);
}

export default async function NotesPage() {
  const local = await pageContent();
  if (!local.notes.length) notFound();
  return (
    <>
      <NotesIndex local={local} page={1} />
      <PageView label={PAGE_LABELS.notes} />
    </>
  );
}
