'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { bestLanguage } from '@/lib/i18n/negotiate';
import { OFFER_ATTRIBUTE } from '@/lib/i18n/offer-script';
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
/** What the server draws: every other language, each shown only if the head script chose it. */
const CANDIDATES = ' candidates';
const NONE = '';

const subscribe = (onChange: () => void) => {
  window.addEventListener(OFFER_CHANGE, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OFFER_CHANGE, onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** As languageOfferScript decides before the first paint: nothing without storage, where the
 * offer could never be put away. */
function offeredLanguage(current: string, tags: string[]): string {
  try {
    if (localStorage.getItem(LANGUAGE_STORAGE_KEY)) return NONE;
  } catch {
    return NONE;
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  const wanted = bestLanguage(preferred, tags);
  return wanted && wanted !== current ? wanted : NONE;
}

function putAway() {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'offered');
  } catch {
    // Storage refused between the offer and the answer: it simply goes on showing.
  }
  document.documentElement.removeAttribute(OFFER_ATTRIBUTE);
  window.dispatchEvent(new Event(OFFER_CHANGE));
}

// Offered, never a redirect: crawlers and shared links get the page they asked for. A band above
// the header, in the page: it covers nothing, and as the head script shows it before the first
// paint, nothing moves when it comes. Once answered, or a language picked, it does not return.
export function LanguageOffer({ current, defaultLanguage, offers }: Props) {
  const pathname = usePathname();
  const tags = Object.keys(offers);
  const offered = useSyncExternalStore(
    subscribe,
    () => offeredLanguage(current, tags),
    () => CANDIDATES,
  );
  const hydrated = offered !== CANDIDATES;
  const shown = hydrated ? [offered].filter(Boolean) : tags.filter((tag) => tag !== current);
  const search = hydrated ? location.search : '';
  return shown.map((tag) => {
    const labels = offers[tag]!;
    return (
      <aside
        key={tag}
        className={styles.offer}
        aria-label={labels.label}
        lang={tag}
        dir={labels.dir}
        data-candidate={hydrated ? undefined : tag}
      >
        <div className={styles.inner}>
          <a
            href={`${inLanguage(pathname, tag, defaultLanguage, tags)}${search}`}
            hrefLang={tag}
            className={styles.link}
            onClick={putAway}
          >
            {labels.offer}
          </a>
          <button type="button" className={styles.dismiss} onClick={putAway}>
            {labels.dismiss}
          </button>
        </div>
      </aside>
    );
  });
}
