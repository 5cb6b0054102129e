import { IntentLink } from '@/components/ui/intent-link';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { contentIn, getLanguages, type Local } from '@/lib/content';
import { routes } from '@/lib/routes';
import styles from './not-found-view.module.scss';

export function NotFoundView({ local }: { local: Local }) {
  const { t, path } = local;
  const others = getLanguages()
    .filter((language) => language !== local.language)
    .map(contentIn);
  return (
    <>
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
    </>
  );
}
