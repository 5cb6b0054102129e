import { redirect } from 'next/navigation';
import { AdminFrame, Notice } from '@/components/admin/admin-frame';
import { PasskeyButton } from '@/components/admin/passkey-button';
import { currentSession } from '@/lib/admin/session';
import { contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from '@/components/admin/admin.module.scss';

const COMMAND = 'npm run admin-link';

type Search = Promise<{ refused?: string; 'signed-out'?: string }>;

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  if (await currentSession()) redirect(routes.admin);
  const { t } = contentIn();
  const { refused, 'signed-out': signedOut } = await searchParams;
  return (
    <AdminFrame title={t('admin.signIn.title')}>
      {refused === 'link' && (
        <Notice tone="error">{t('admin.signIn.refused', { command: COMMAND })}</Notice>
      )}
      {refused === 'many' && <Notice tone="error">{t('admin.signIn.tooMany')}</Notice>}
      {signedOut && <Notice>{t('admin.signIn.signedOut')}</Notice>}
      <section className={styles.panel}>
        <PasskeyButton
          purpose="sign-in"
          label={t('admin.signIn.passkey')}
          refused={t('admin.signIn.passkeyRefused')}
          needsScript={t('admin.signIn.needsScript')}
        />
        <p className={styles.hint}>{t('admin.signIn.intro', { command: COMMAND })}</p>
      </section>
    </AdminFrame>
  );
}
