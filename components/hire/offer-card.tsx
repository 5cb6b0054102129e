import type { Local, Offer } from '@/lib/content';
import { routes } from '@/lib/routes';
import { AskLink } from './ask-link';
import styles from './offer-card.module.scss';

type Props = {
  local: Local;
  offer: Offer;
  /** The card sits on the page with the contact form. */
  inPage: boolean;
  level: 'h3' | 'h2';
};

export function OfferCard({ local, offer, inPage, level: Heading }: Props) {
  const { t, fallbackLang, path } = local;
  const price = local.price(offer);
  const titleId = `offer-${offer.id}`;
  const lang = (field: string) => fallbackLang('offers', field, offer, 0);
  return (
    <article
      className={styles.card}
      data-featured={offer.featured || undefined}
      aria-labelledby={titleId}
    >
      {offer.featured && <p className={styles.flag}>{t('hire.featured')}</p>}
      <Heading id={titleId} className={styles.name} lang={lang('name')}>
        {offer.name}
      </Heading>
      <p className={styles.price}>
        <span className="sr-only">{t('hire.price')}: </span>
        {price ? (
          <>
            {price.before && <span className={styles.from}>{price.before}</span>}
            <span className={styles.amount}>{price.amount}</span>
            {price.after && <span className={styles.from}>{price.after}</span>}{' '}
            <span className={styles.unit}>{price.unit}</span>
          </>
        ) : (
          <span className={styles.onRequest}>{t('hire.onRequest')}</span>
        )}
      </p>
      {offer.summary && (
        <p className={styles.summary} lang={lang('summary')}>
          {offer.summary}
        </p>
      )}
      {offer.deliverables.length > 0 && (
        <div className={styles.deliverables}>
          <p className={styles.label}>{t('hire.deliverables')}</p>
          <ul lang={lang('deliverables')}>
            {offer.deliverables.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.footer}>
        {offer.duration && (
          <p className={styles.duration}>
            <span className={styles.label}>{t('hire.duration')}</span>{' '}
            <span lang={lang('duration')}>{offer.duration}</span>
          </p>
        )}
        <AskLink
          href={`${path(routes.home)}${routes.askAbout(offer.id)}`}
          offer={offer.id}
          inPage={inPage}
          className={styles.ask}
          describedBy={titleId}
        >
          {t('hire.ask')}
        </AskLink>
      </div>
    </article>
  );
}
