'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { inLanguage, LANGUAGE_STORAGE_KEY, type SiteLanguage } from '@/lib/i18n/switch';
import styles from './site-header.module.scss';
import { usePopover } from './use-popover';

type Props = {
  languages: SiteLanguage[];
  /** The page's language, and the site's own (whose addresses have no prefix). */
  current: string;
  own: string;
  /** The list's name ("Language"), and the button's, which says the page's ("Language: English"). */
  label: string;
  button: string;
};

/**
 * The page's language, under a button that opens the list of the site's languages: each a link to
 * this same page in that language, named in itself. The links are in the server's HTML (hidden
 * while the list is closed), so they work before the page's scripts and crawlers find them, as
 * they find the alternates in <head>.
 */
export function LanguageSwitch({ languages, current, own, label, button: buttonLabel }: Props) {
  const { button, panel, rootRef } = usePopover();
  const pathname = usePathname();
  const tags = languages.map((language) => language.tag);
  const remember = (event: MouseEvent<HTMLAnchorElement>) => {
    // The page's query (?page=2) goes along; the server's HTML cannot know it.
    const link = event.currentTarget;
    link.setAttribute('href', `${link.getAttribute('href')!.split('?')[0]}${location.search}`);
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
                  href={inLanguage(pathname, language.tag, own, tags)}
                  hrefLang={language.tag}
                  lang={language.tag}
                  aria-current={language.tag === current ? 'page' : undefined}
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
