import type { Local } from '@/lib/content';
import { OfferCard } from './offer-card';
import styles from './offer-list.module.scss';

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
    <ul className={styles.list} data-count={Math.min(local.offers.length, 4)}>
      {local.offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard local={local} offer={offer} inPage={inPage} level={level} />
        </li>
      ))}
    </ul>
  );
}
