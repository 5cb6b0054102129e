import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { PageHero } from '@/components/frame/page-hero';
import { PageView } from '@/components/frame/page-view';
import { PAGE_LABELS } from '@/lib/constants';
import { getOwnerName } from '@/lib/content';
import styles from './not-found.module.scss';

export function generateMetadata(): Metadata {
  return { title: `Page not found | ${getOwnerName()}`, robots: { index: false } };
}

export default function NotFound() {
  return (
    <>
      <PageHero eyebrow="Error 404" title="Oops! The page you're looking for doesn't exist." fill>
        <p className={styles.text}>It may have moved, or the link may be mistyped.</p>
        <IntentLink href="/" className={styles.home}>
          Go Back Home
        </IntentLink>
      </PageHero>
      <PageView label={PAGE_LABELS.notFound} />
    </>
  );
}
