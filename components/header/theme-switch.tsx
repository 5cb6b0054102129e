'use client';

import { useEffect, useId, useSyncExternalStore } from 'react';
import {
  applyTheme,
  chooseTheme,
  isThemeChoice,
  THEME_CHANGE,
  THEME_STORAGE_KEY,
} from '@/lib/theme/choice';
import { THEME_CHOICES, type ThemeChoice } from '@/lib/theme/themes';
import styles from './site-header.module.scss';
import { usePopover } from './use-popover';
import type { ThemeLabels } from '@/lib/i18n/label-types';

/** A mask in the stylesheet, not an SVG in every page's markup. */
const Icon = ({ choice }: { choice: ThemeChoice }) => (
  <span className={styles.themeIcon} data-icon={choice} aria-hidden="true" />
);

const subscribe = (onChange: () => void) => {
  window.addEventListener(THEME_CHANGE, onChange);
  return () => window.removeEventListener(THEME_CHANGE, onChange);
};
const current = () => document.documentElement.getAttribute('data-theme');

/** Native radios give the choice its name, state and arrow keys. */
export function ThemeSwitch({ fallback, labels }: { fallback: ThemeChoice; labels: ThemeLabels }) {
  const { open, button, panel, rootRef } = usePopover();
  const name = useId();
  const stored = useSyncExternalStore(subscribe, current, () => fallback);
  const choice = isThemeChoice(stored) ? stored : fallback;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
      applyTheme(isThemeChoice(event.newValue) ? event.newValue : fallback);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [fallback]);

  return (
    <div className={styles.menu} ref={rootRef}>
      <button {...button} className={styles.themeButton} aria-label={labels.button[choice]}>
        {THEME_CHOICES.map((option) => (
          <Icon key={option} choice={option} />
        ))}
      </button>
      {/* Its options are drawn only while open: every page carries the switch, few open it. */}
      <div {...panel} className={`${styles.panel} ${styles.themePanel}`}>
        {open && (
          <fieldset className={styles.themeOptions}>
            <legend>{labels.legend}</legend>
            {THEME_CHOICES.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={choice === option}
                  onChange={() => chooseTheme(option)}
                />
                <span className={styles.option}>
                  <Icon choice={option} />
                  {labels.options[option]}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
