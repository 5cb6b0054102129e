import { useEffect, useEffectEvent } from 'react';
import type { Offer } from '@/lib/content';
import { OFFER_CHOSEN_EVENT, OFFER_FIELD, OTHER_OFFER } from '@/lib/contact/contract';
import { OFFER_PARAM } from '@/lib/routes';
import { FormField } from './form-field';

export type OfferChoice = Pick<Offer, 'id' | 'name'>;

type Props = {
  offers: readonly OfferChoice[];
  label: string;
  otherOffer: string;
  chooseOffer: string;
  value: string;
  error?: string;
  onChange: (offer: string) => void;
};

// Read in the browser once mounted: the page is prerendered, and useSearchParams would take it out
// of static rendering. An id the page does not offer leaves the visitor's choice alone.
function usePreselection(offers: readonly OfferChoice[], choose: (offer: string) => void) {
  const chosen = useEffectEvent((id: unknown) => {
    if (typeof id === 'string' && offers.some((offer) => offer.id === id)) choose(id);
  });
  useEffect(() => {
    const fromAddress = () => chosen(new URLSearchParams(window.location.search).get(OFFER_PARAM));
    const fromEvent = (event: Event) => chosen((event as CustomEvent<unknown>).detail);
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    window.addEventListener(OFFER_CHOSEN_EVENT, fromEvent);
    return () => {
      window.removeEventListener('popstate', fromAddress);
      window.removeEventListener(OFFER_CHOSEN_EVENT, fromEvent);
    };
  }, []);
}

/** Starts on "Choose…" (no offer), unless the visitor came from one. */
export function OfferField({ offers, label, otherOffer, chooseOffer, ...field }: Props) {
  usePreselection(offers, field.onChange);
  const options = [
    { value: '', label: chooseOffer },
    ...offers.map((offer) => ({ value: offer.id, label: offer.name })),
    { value: OTHER_OFFER, label: otherOffer },
  ];
  return <FormField label={label} name={OFFER_FIELD} options={options} {...field} />;
}
