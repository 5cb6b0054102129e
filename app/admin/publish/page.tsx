import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import { PublishStatus } from '@/components/admin/publish-status';
import { publishPage } from '@/lib/admin/publish';
import { requireOwner } from '@/lib/admin/session';
import { contentIn } from '@/lib/content';

type Search = Promise<{ refused?: string }>;

/** The publish's state, its progress while it builds, and the button that starts one. */
export default async function PublishPage({ searchParams }: { searchParams: Search }) {
  await requireOwner();
  const { t } = contentIn();
  const search = await searchParams;
  return (
    <AdminFrame current="publish" title={t('admin.publish.title')}>
      {search.refused && <Notice tone="error">{t('admin.publish.refused')}</Notice>}
      <PublishStatus page={publishPage()} />
    </AdminFrame>
  );
}
