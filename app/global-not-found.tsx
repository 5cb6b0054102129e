import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Document, siteMetadata, siteViewport } from './document';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { contentIn, getLanguages } from '@/lib/content';
import { REQUEST_PATH_HEADER } from '@/lib/i18n/routing';
import { languageOf } from '@/lib/i18n/switch';
import { routes } from '@/lib/routes';
import styles from './not-found.module.scss';

/**
 * Every address the site does not have, in the language of the address (/fr/… in French): the
 * framework renders this page without the address, so a site in several languages reads it from
 * the header the production server adds, and renders its 404s on request (nothing is stored). A
 * site in one language never reads it, and its 404 stays prerendered. A line in each of the other
 * languages follows, for a visitor who reads one of them.
 */
async function requested() {
  const languages = getLanguages();
  if (languages.length < 2) return contentIn();
  const address = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
  return contentIn(languageOf(address, languages));
}

export async function generateMetadata(): Promise<Metadata> {
  const local = await requested();
  return {
    ...siteMetadata(local),
    title: `${local.t('notFound.title')} | ${local.ownerName}`,
    robots: { index: false },
  };
}

export const generateViewport = siteViewport;

export default async function GlobalNotFound() {
  const local = await requested();
  const { t, path } = local;
  const others = getLanguages()
    .filter((language) => language !== local.language)
    .map(contentIn);
  return (
    <Document local={local} missing>
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
