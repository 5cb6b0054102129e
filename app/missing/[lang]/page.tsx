import { NotFoundView } from '@/components/frame/not-found-view';
import { contentIn } from '@/lib/content';

export default async function MissingPage({ params }: { params: Promise<{ lang: string }> }) {
  return <NotFoundView local={contentIn((await params).lang)} />;
}
