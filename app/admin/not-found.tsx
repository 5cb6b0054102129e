import Link from 'next/link';
import { AdminFrame } from '@/components/admin/admin-frame';
import { contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';

export default function AdminNotFound() {
  const { t } = contentIn();
  return (
    <AdminFrame title={t('notFound.title')}>
      <p>
        <Link href={routes.admin} prefetch={false}>
          {t('admin.message.back')}
        </Link>
      </p>
    </AdminFrame>
  );
}
