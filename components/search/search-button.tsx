'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SearchLabels } from '@/lib/i18n/words';
import styles from './search-button.module.scss';

// Loaded the first time search is opened: no page carries the dialog's code before that.
const SearchDialog = lazy(() =>
  import('./search-dialog').then((module) => ({ default: module.SearchDialog })),
);

/** Typing "/" in a field is typing, not a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

type Props = {
  /** The search page: where the link leads without scripts, and the dialog's "all results". */
  page: string;
  index: string;
  labels: SearchLabels;
};

/** A link to the search page that, with scripts, opens the dialog; so do Ctrl/⌘ + K and "/". */
export function SearchButton({ page, index, labels }: Props) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const returnTo = useRef<Element | null>(null);
  // What is typed while the dialog's code is on its way, handed to its field once it is there.
  const [typed, setTyped] = useState('');
  const [arrived, setArrived] = useState(false);

  const show = useCallback(() => {
    if (!open) returnTo.current = document.activeElement;
    setWanted(true);
    setOpen(true);
  }, [open]);

  const arrive = useCallback(() => setArrived(true), []);

  const close = useCallback(() => {
    setOpen(false);
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const command = event.metaKey || event.ctrlKey;
      const shortcut =
        (command && !event.shiftKey && event.key.toLowerCase() === 'k') ||
        (!command && event.key === '/' && !typing(event.target));
      if (!shortcut) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  useEffect(() => {
    if (!wanted || arrived) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      if (event.key.length === 1) setTyped((text) => text + event.key);
      else if (event.key === 'Backspace') setTyped((text) => text.slice(0, -1));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wanted, arrived]);

  return (
    <>
      <a
        href={page}
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-busy={(wanted && !open) || undefined}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          show();
        }}
      >
        <span className={styles.icon} aria-hidden="true" />
        <span className={styles.label}>{labels.button}</span>
        <kbd className={styles.key} aria-hidden="true">
          /
        </kbd>
      </a>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onClose={close}
            onArrive={arrive}
            typed={typed}
            page={page}
            index={index}
            labels={labels}
          />
        </Suspense>
      )}
    </>
  );
}
