'use client';

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { SEARCH } from '@/lib/constants';
import type { SearchLabels } from '@/lib/i18n/label-types';
import { groupByKind, queryTerms, search } from '@/lib/search/match';
import { dialogStatus, groupCounts } from './dialog-labels';
import { SearchFooter } from './search-footer';
import { SearchOptions } from './search-options';
import { useOpenResult } from './use-open-result';
import { useSearchIndex } from './use-search-index';
import styles from './search-dialog.module.scss';

export type SearchDialogProps = {
  open: boolean;
  /** How many times it was asked to open: each one opens it, even when `open` did not change. */
  opening: number;
  /** `chosen`: closed by opening a result, which takes focus where it leads. */
  onClose: (chosen: boolean) => void;
  /** What was typed while its code loaded: taken into the field when it opens. */
  typedRef: RefObject<string>;
  page: string;
  index: string;
  labels: SearchLabels;
};

/** A modal <dialog>: the browser keeps focus inside and closes it on Esc. The field is a
 * combobox: arrows move through the results while the visitor can go on typing. */
export function SearchDialog({
  open,
  opening,
  onClose,
  typedRef,
  page,
  index,
  labels,
}: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const loaded = useSearchIndex(index, open);
  const chosen = useRef(false);
  const go = useOpenResult(() => {
    chosen.current = true;
    dialog.current?.close();
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      field.current?.focus();
      // Typed while it loaded: the field goes on from there. Else the last query, to replace.
      const pending = typedRef.current;
      typedRef.current = '';
      const input = field.current;
      if (!input) return;
      // Into the field at once, so that a key pressed before the next render adds to it.
      if (pending) setQuery((input.value = pending));
      else input.select();
    } else if (!open && element.open) element.close();
  }, [open, opening, typedRef]);

  const terms = useMemo(() => queryTerms(query), [query]);
  const groups = useMemo(
    () =>
      loaded.state === 'ready'
        ? groupByKind(search(loaded.entries, terms), SEARCH.dialogPerKind)
        : [],
    [loaded, terms],
  );
  const shown = groups.flatMap((group) => group.results.map((result) => result.entry));
  const current = Math.min(active, shown.length - 1);
  const optionId = (at: number) => `${id}-option-${at}`;

  // The active result stays in view as the arrows move through a list taller than the dialog.
  useEffect(() => {
    if (current >= 0)
      document.getElementById(`${id}-option-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, current]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that pick a word in an input method's list are the input method's.
    if (event.nativeEvent.isComposing) return;
    // A search field's own Esc would only empty it: here Esc closes, whatever the field holds.
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.current?.close();
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && shown.length) {
      event.preventDefault();
      setActive((current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && shown[current]) {
      // Without a result to open, Enter sends the form: the search page, with every result.
      event.preventDefault();
      go(shown[current], event.metaKey || event.ctrlKey);
    }
  }

  const status = dialogStatus(labels, loaded.state, terms.length > 0, shown.length, query);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        // The event comes a moment after close(): by then it may have been opened again.
        if (dialog.current?.open) return;
        onClose(chosen.current);
        chosen.current = false;
      }}
      // A click on the backdrop lands on the dialog itself, outside its panel.
      onClick={(event) => event.target === event.currentTarget && dialog.current?.close()}
    >
      <div className={styles.panel}>
        <h2 id={`${id}-title`} className="sr-only">
          {labels.dialog}
        </h2>
        <form role="search" action={page} method="get" className={styles.form}>
          <label htmlFor={`${id}-field`} className="sr-only">
            {labels.field}
          </label>
          <span className={styles.icon} aria-hidden="true" />
          <input
            ref={field}
            id={`${id}-field`}
            className={styles.field}
            type="search"
            name="q"
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={shown.length ? `${id}-list` : undefined}
            aria-activedescendant={shown.length ? optionId(current) : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH.queryMaxLength}
            placeholder={labels.placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className={styles.close}
            aria-label={`${labels.close}, Esc`}
            aria-keyshortcuts="Escape"
            onClick={() => dialog.current?.close()}
          >
            <span aria-hidden="true">Esc</span>
          </button>
        </form>
        <div className={styles.body}>
          {status && (
            <div className={styles.message}>
              <p>{status}</p>
              {loaded.state === 'ready' && terms.length > 0 && <p>{labels.tips}</p>}
            </div>
          )}
          {shown.length > 0 && (
            <SearchOptions
              id={`${id}-list`}
              label={labels.results}
              groups={groups}
              terms={terms}
              labels={labels}
              optionId={optionId}
              active={current}
              onHover={setActive}
              onChoose={go}
            />
          )}
        </div>
        <SearchFooter labels={labels} query={terms.length ? query.trim() : ''} page={page} />
        <p role="status" className="sr-only">
          {status || groupCounts(labels, groups)}
        </p>
      </div>
    </dialog>
  );
}
