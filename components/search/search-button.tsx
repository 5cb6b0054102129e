'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchLabels } from '@/lib/i18n/label-types';
import type { SearchDialogProps } from './search-dialog';
import styles from './search-button.module.scss';

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
  // Loaded the first time search is opened: no page carries the dialog's code before that.
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps>>();
  const loading = useRef(false);
  const returnTo = useRef<Element | null>(null);
  const typed = useRef('');

  // Counted, so that opening again at once after Esc (before React has drawn it closed) opens.
  const [openings, setOpenings] = useState(0);

  const show = useCallback(() => {
    if (!open) returnTo.current = document.activeElement;
    setOpen(true);
    setOpenings((count) => count + 1);
    if (loading.current) return;
    loading.current = true;
    import('./search-dialog').then(
      (module) => setDialog(() => module.SearchDialog),
      // Its code could not be fetched (an old tab after a new release): the page does the same.
      () => window.location.assign(page),
    );
  }, [open, page]);

  const close = useCallback((chosen: boolean) => {
    setOpen(false);
    // A chosen result takes focus where it leads.
    if (!chosen && returnTo.current instanceof HTMLElement) returnTo.current.focus();
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

  const waiting = open && !Dialog;
  useEffect(() => {
    if (!waiting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.isComposing || typing(event.target)) return;
      if (Array.from(event.key).length === 1) typed.current += event.key;
      else if (event.key === 'Backspace')
        typed.current = Array.from(typed.current).slice(0, -1).join('');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [waiting]);

  return (
    <>
      <a
        href={page}
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-busy={waiting || undefined}
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
      {Dialog && (
        <Dialog
          open={open}
          opening={openings}
          onClose={close}
          typedRef={typed}
          page={page}
          index={index}
          labels={labels}
        />
      )}
    </>
  );
}
