import type { Metadata } from 'next';
import { Document, siteMetadata, siteViewport } from './document';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { contentIn, getLanguages } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './not-found.module.scss';

/**
 * Every address the site does not have, whatever its language prefix: the framework cannot tell
 * this page which language the address was in, so it is in the site's own language, with a line
 * in each of the others for a visitor who reads one of them.
 */
export function generateMetadata(): Metadata {
  const local = contentIn();
  return {
    ...siteMetadata(local),
    title: `${local.t('notFound.title')} | ${local.ownerName}`,
    robots: { index: false },
  };
}

export const generateViewport = siteViewport;

export default function GlobalNotFound() {
  const local = contentIn();
  const { t, path } = local;
  const others = getLanguages()
    .filter((language) => language !== local.language)
    .map(contentIn);
  return (
    <Document local={local}>
      <PageHero eyebrow={t('notFound.eyebrow')} title={t('notFound.heading')} fill>
        <p className={styles.text}>{t('notFound.text')}</p>
        <IntentLink href={path(routes.home)} className={styles.home}>
          {t('notFound.back')}
        </IntentLink>
        {others.length > 0 && (
          <ul className={styles.others}>
            {others.map((other) => (
              <li key={other.language} lang={other.language} dir={other.dir}>
                {other.t('notFound.heading')}{' '}
                <a href={other.path(routes.home)} hrefLang={other.language}>
                  {other.t('notFound.back')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </PageHero>
      <PageView label={PAGE_LABELS.notFound} />
    </Document>
  );
}
