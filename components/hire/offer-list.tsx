import type { Local } from '@/lib/content';
import { OfferCard } from './offer-card';
import styles from './offer-list.module.scss';

/** Across at most: four when they fill rows of four, else three, so that rows come out full. */
const columnsFor = (count: number) => (count % 4 === 0 ? 4 : count >= 3 ? 3 : 2);

export function OfferList({
  local,
  inPage,
  level,
}: {
  local: Local;
  inPage: boolean;
  level: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.list} data-columns={columnsFor(local.offers.length)}>
      {local.offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard local={local} offer={offer} inPage={inPage} level={level} />
        </li>
      ))}
    </ul>
  );
}
