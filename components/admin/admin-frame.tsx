import Link from 'next/link';
import type { ReactNode } from 'react';
import { contentIn } from '@/lib/content';
import { routes } from '@/lib/routes';
import { settings } from '@/lib/settings';
import styles from './admin.module.scss';

type Section = 'inbox' | 'visitors' | 'content' | 'testimonials' | 'security' | 'publish';

const SECTIONS: { id: Section; href: string }[] = [
  { id: 'inbox', href: routes.admin },
  { id: 'visitors', href: routes.adminVisitors },
  { id: 'content', href: routes.adminContent },
  { id: 'testimonials', href: routes.adminTestimonials },
  { id: 'publish', href: routes.adminPublish },
  { id: 'security', href: routes.adminSecurity },
];

/** The dashboard's frame: its sections, the way out, and the page's own heading. */
export function AdminFrame({
  current,
  title,
  children,
}: {
  current?: Section;
  title: string;
  children: ReactNode;
}) {
  const { t, ownerName } = contentIn();
  return (
    <>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <Link href={routes.home} className={styles.owner} prefetch={false}>
            {ownerName}
          </Link>
          {current && (
            <nav aria-label={t('admin.nav.label')} className={styles.nav}>
              {SECTIONS.map(({ id, href }) => (
                <Link
                  key={id}
                  href={href}
                  prefetch={false}
                  aria-current={id === current ? 'page' : undefined}
                >
                  {t(`admin.nav.${id}`)}
                </Link>
              ))}
              <form method="post" action={`${routes.admin}/sign-out`}>
                <button type="submit" className={styles.quiet}>
                  {t('admin.nav.signOut')}
                </button>
              </form>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {/* Said on every page the owner signs in to: without it, enquiries wait here unseen. */}
        {current && !settings().smtpUrl && (
          <p role="note" className={styles.error}>
            {t('admin.mailOff', { setting: 'SMTP_URL', command: 'npm run mail-test' })}
          </p>
        )}
        {children}
      </main>
    </>
  );
}

/** A line saying what the last action did, announced to screen readers. */
export function Notice({ children, tone = 'ok' }: { children: ReactNode; tone?: 'ok' | 'error' }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={styles[tone]}>
      {children}
    </p>
  );
}
