'use client';

import { usePathname } from 'next/navigation';
import type { SyntheticEvent } from 'react';
import { inLanguage, LANGUAGE_STORAGE_KEY, type SiteLanguage } from '@/lib/i18n/switch';
import styles from './site-header.module.scss';
import { usePopover } from './use-popover';

type Props = {
  languages: SiteLanguage[];
  current: string;
  defaultLanguage: string;
  /** The list's name, and the button's, which names the page's language. */
  label: string;
  button: string;
  /** On the 404: each language's home, not this address in it. */
  toHomes?: boolean;
};

/** The links are in the server's HTML, hidden while closed, so crawlers find them. */
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
  const code = current.split('-')[0];
  // The server's HTML cannot know the query (?page=2): added however the link is followed.
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
      {/* The name ends with the code the button shows, so a voice command naming it finds it. */}
      <button {...button} className={styles.languageButton} aria-label={`${buttonLabel}, ${code}`}>
        <span aria-hidden="true">{code}</span>
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
