'use client';

import { usePathname } from 'next/navigation';
import type { SyntheticEvent } from 'react';
import { inLanguage, LANGUAGE_STORAGE_KEY, type SiteLanguage } from '@/lib/i18n/switch';
import styles from './site-header.module.scss';
import { usePopover } from './use-popover';

type Props = {
  languages: SiteLanguage[];
  /** The page's language, and the site's own (whose addresses have no prefix). */
  current: string;
  defaultLanguage: string;
  /** The list's name ("Language"), and the button's, which says the page's ("Language: English"). */
  label: string;
  button: string;
  /** On a page that does not exist: each language's home page, not this address in it. */
  toHomes?: boolean;
};

/**
 * The page's language, under a button that opens the list of the site's languages: each a link to
 * this same page in that language, named in itself. The links are in the server's HTML (hidden
 * while the list is closed), so crawlers find them, as they find the alternates in <head>.
 */
export function LanguageSwitch({
  languages,
  current,
  defaultLanguage,
  label,
  button: buttonLabel,
  toHomes,
}: Props) {
  const { button, panel, rootRef } = usePopover();
  const pathname = usePathname();
  const tags = languages.map((language) => language.tag);
  // The page's query (?page=2) goes along, however the link is followed (a click, a key, a new
  // tab from the middle button or the menu); the server's HTML cannot know it.
  const withQuery = (event: SyntheticEvent<HTMLAnchorElement>) => {
    if (toHomes) return;
    const link = event.currentTarget;
    link.setAttribute('href', `${link.getAttribute('href')!.split('?')[0]}${location.search}`);
  };
  const remember = () => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'chosen');
    } catch {
      // Storage refused (private mode): the offer may show again, nothing else changes.
    }
  };
  return (
    <div className={styles.menu} ref={rootRef}>
      <button {...button} className={styles.languageButton} aria-label={buttonLabel}>
        <span aria-hidden="true">{current.split('-')[0]}</span>
      </button>
      <div {...panel} className={`${styles.panel} ${styles.languagePanel}`}>
        <nav aria-label={label}>
          <ul>
            {languages.map((language) => (
              <li key={language.tag}>
                <a
                  href={inLanguage(toHomes ? '/' : pathname, language.tag, defaultLanguage, tags)}
                  hrefLang={language.tag}
                  lang={language.tag}
                  aria-current={language.tag === current ? 'page' : undefined}
                  onPointerDown={withQuery}
                  onFocus={withQuery}
                  onClick={remember}
                >
                  {language.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
