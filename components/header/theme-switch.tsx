'use client';

import { useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { applyTheme, chooseTheme, isThemeChoice, THEME_STORAGE_KEY } from '@/lib/theme/choice';
import { THEME_CHOICES, type ThemeChoice } from '@/lib/theme/themes';
import styles from './site-header.module.scss';
import { usePopover } from './use-popover';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

const ICONS: Record<ThemeChoice, ReactNode> = {
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  dark: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />,
};

function Icon({ choice }: { choice: ThemeChoice }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={choice}
    >
      {ICONS[choice]}
    </svg>
  );
}

/** This tab's choice lives on <html data-theme>; `theme-change` tells the switch it moved. */
const CHANGE = 'portfolio:theme-change';
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE, onChange);
  return () => window.removeEventListener(CHANGE, onChange);
};
const current = () => document.documentElement.getAttribute('data-theme');

/**
 * System / Light / Dark, in a panel under a button that shows the current choice. Native radios
 * give the choice its name, its state and arrow-key movement; the choice is kept in localStorage
 * and followed by the site's other open tabs.
 */
export function ThemeSwitch({ fallback }: { fallback: ThemeChoice }) {
  const { open, setOpen, buttonRef, rootRef } = usePopover();
  const panelId = useId();
  const name = useId();
  const stored = useSyncExternalStore(subscribe, current, () => fallback);
  const choice = isThemeChoice(stored) ? stored : fallback;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      applyTheme(isThemeChoice(event.newValue) ? event.newValue : fallback);
      window.dispatchEvent(new Event(CHANGE));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [fallback]);

  const choose = (next: ThemeChoice) => {
    chooseTheme(next);
    window.dispatchEvent(new Event(CHANGE));
  };

  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.themeButton}
        aria-label={`Theme: ${LABELS[choice]}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {THEME_CHOICES.map((option) => (
          <Icon key={option} choice={option} />
        ))}
      </button>
      {/* Its options are drawn only while open: every page carries the switch, few open it. */}
      <div id={panelId} className={`${styles.panel} ${styles.themePanel}`} hidden={!open}>
        {open && (
          <fieldset className={styles.themeOptions}>
            <legend>Theme</legend>
            {THEME_CHOICES.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={choice === option}
                  onChange={() => choose(option)}
                />
                <Icon choice={option} />
                {LABELS[option]}
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
