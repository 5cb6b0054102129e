import { AdminFrame } from '@/components/admin/admin-frame';
import { contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from '@/components/admin/admin.module.scss';

/** Opening the link only shows a button: a mail client's preview spends no link. */
export default async function SignInLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { t } = contentIn();
  const { token } = await params;
  return (
    <AdminFrame title={t('admin.signIn.linkTitle')}>
      <form method="post" action={`${routes.admin}/session`} className={styles.panel}>
        <input type="hidden" name="token" value={token} />
        <p className={styles.hint}>{t('admin.signIn.linkIntro')}</p>
        <button type="submit" className={styles.primary}>
          {t('admin.signIn.linkButton')}
        </button>
      </form>
    </AdminFrame>
  );
}
