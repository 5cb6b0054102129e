import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { getOwnerName } from '@/lib/content';
import { getT } from '@/lib/content/translator';
import styles from './not-found.module.scss';

export function generateMetadata(): Metadata {
  return { title: `${getT()('notFound.title')} | ${getOwnerName()}`, robots: { index: false } };
}

export default function NotFound() {
  const t = getT();
  return (
    <>
      <PageHero eyebrow={t('notFound.eyebrow')} title={t('notFound.heading')} fill>
        <p className={styles.text}>{t('notFound.text')}</p>
        <IntentLink href="/" className={styles.home}>
          {t('notFound.back')}
        </IntentLink>
      </PageHero>
      <PageView label={PAGE_LABELS.notFound} />
    </>
  );
}
