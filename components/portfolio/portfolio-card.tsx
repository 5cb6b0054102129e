import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { routes } from '@/lib/routes';
import styles from './portfolio-card.module.scss';

export type PortfolioCardData = {
  name: string;
  slug: string;
  avatar: string;
  category: { id: string; name: string } | null;
};

type Props = { entry: PortfolioCardData; priority?: boolean; headingLevel?: 2 | 3 };

const SIZES = '(min-width: 1600px) 520px, (min-width: 768px) 33vw, 100vw';

export function PortfolioCard({ entry, priority = false, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <IntentLink href={routes.project(entry.slug)} className={styles.link}>
        <span className={styles.media}>
          <Image
            src={entry.avatar}
            alt=""
            fill
            sizes={SIZES}
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
            className={styles.image}
          />
        </span>
        <Heading className={styles.name}>{entry.name}</Heading>
      </IntentLink>
      {entry.category && (
        <IntentLink href={routes.category(entry.category.id)} className={styles.category}>
          {entry.category.name}
        </IntentLink>
      )}
    </article>
  );
}
