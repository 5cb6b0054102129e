'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { bestLanguage } from '@/lib/i18n/negotiate';
import { inLanguage, LANGUAGE_STORAGE_KEY } from '@/lib/i18n/switch';
import type { LanguageOfferLabels } from '@/lib/i18n/label-types';
import styles from './language-offer.module.scss';

type Props = {
  current: string;
  defaultLanguage: string;
  /** Each offer in its own language's words. */
  offers: Record<string, LanguageOfferLabels>;
};

/** Fired when the offer is put away in this tab; other tabs hear the storage event. */
const OFFER_CHANGE = 'portfolio:language-offer';

const subscribe = (onChange: () => void) => {
  window.addEventListener(OFFER_CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OFFER_CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** Nothing without storage, where the offer could never be put away. */
function offeredLanguage(current: string, tags: string[]): string | undefined {
  try {
    if (localStorage.getItem(LANGUAGE_STORAGE_KEY)) return undefined;
  } catch {
    return undefined;
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  const wanted = bestLanguage(preferred, tags);
  return wanted && wanted !== current ? wanted : undefined;
}

function putAway() {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'offered');
  } catch {
    // Storage refused between the offer and the answer: it simply goes on showing.
  }
  window.dispatchEvent(new Event(OFFER_CHANGE));
}

// Offered, never a redirect: crawlers and shared links get the page they asked for. Drawn over the
// page after hydration, so nothing moves; once answered, or a language picked, it does not return.
export function LanguageOffer({ current, defaultLanguage, offers }: Props) {
  const pathname = usePathname();
  const tags = Object.keys(offers);
  const offered = useSyncExternalStore(
    subscribe,
    () => offeredLanguage(current, tags),
    () => undefined,
  );
  if (!offered) return null;
  const labels = offers[offered]!;
  const href = `${inLanguage(pathname, offered, defaultLanguage, tags)}${location.search}`;
  return (
    <aside className={styles.offer} aria-label={labels.label} lang={offered} dir={labels.dir}>
      <a href={href} hrefLang={offered} className={styles.link} onClick={putAway}>
        {labels.offer}
      </a>
      <button type="button" className={styles.dismiss} onClick={putAway}>
        {labels.dismiss}
      </button>
    </aside>
  );
}
