import 'server-only';
import { contentIn } from '@/lib/content';

/** A stored time as the owner reads it, in the site's language; times are UTC. */
export function shownTime(at: string): string {
  const { language } = contentIn();
  return `${new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(at))} UTC`;
}

/** An offer's name in the site's language, or its id when the owner removed it since. */
export function offerName(id: string | null): string {
  const { offers, t } = contentIn();
  if (id === null) return t('admin.inbox.noOffer');
  return offers.find((offer) => offer.id === id)?.name ?? id;
}
