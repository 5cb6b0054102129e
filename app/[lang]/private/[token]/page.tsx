import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/frame/page-hero';
import styles from '@/components/private/shared.module.scss';
import section from '@/components/ui/section.module.scss';
import { pageContent } from '@/lib/content/page';
import { sharedMetadata } from '@/lib/private/page';
import { stores } from '@/lib/store';

// Rendered for each request: it answers only a link that would open (proxy.ts checks it first).
export const dynamic = 'force-dynamic';

export const generateMetadata = (): Promise<Metadata> => sharedMetadata();

/** Opening a client's link only shows a button, as the dashboard's sign-in link does: a link
 * preview or a mail scanner spends no use. The button's POST goes to proxy.ts. */
export default async function PrivateLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!(await (await stores()).privateLinks.wouldOpen(token))) notFound();
  const { t, path } = await pageContent();
  return (
    <>
      <PageHero title={t('shared.title')} />
      <div className={section.section}>
        <form
          method="post"
          action={path(`/private/${token}`)}
          className={`${section.inner} ${styles.ask}`}
        >
          <p>{t('shared.ask')}</p>
          <button type="submit" className={styles.view}>
            {t('shared.view')}
          </button>
        </form>
      </div>
    </>
  );
}
