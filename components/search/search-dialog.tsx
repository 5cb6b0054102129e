'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH } from '@/lib/constants';
import { SEARCH_SLOTS } from '@/lib/i18n/labels';
import type { SearchLabels } from '@/lib/i18n/words';
import { groupByKind, queryWords, search, type SearchEntry } from '@/lib/search/match';
import { scrollToSection } from '@/lib/scroll';
import { SearchOptions } from './search-options';
import { useSearchIndex } from './use-search-index';
import styles from './search-dialog.module.scss';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Called once it is drawn: what is typed then goes to its field, not to `typed`. */
  onArrive: () => void;
  /** What was typed while its code loaded. */
  typed: string;
  page: string;
  index: string;
  labels: SearchLabels;
};

const fill = (label: string, slot: string, value: string) => label.replace(slot, value);

/** A modal <dialog>: the browser keeps focus inside and closes it on Esc. The field is a
 * combobox: arrows move through the results while the visitor can go on typing. */
export function SearchDialog({ open, onClose, onArrive, typed, page, index, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [query, setQuery] = useState(typed);
  const handedOver = useRef(typed);
  const [active, setActive] = useState(0);
  const loaded = useSearchIndex(index, open);

  useEffect(onArrive, [onArrive]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      field.current?.focus();
      // Typed while it loaded: go on typing after it. Else the last query, ready to be replaced.
      const input = field.current;
      if (handedOver.current) input?.setSelectionRange(input.value.length, input.value.length);
      else input?.select();
      handedOver.current = '';
    } else if (!open && element.open) element.close();
  }, [open]);

  const words = useMemo(() => queryWords(query), [query]);
  const groups = useMemo(
    () =>
      loaded.state === 'ready'
        ? groupByKind(search(loaded.entries, words), SEARCH.dialogPerKind)
        : [],
    [loaded, words],
  );
  const shown = groups.flatMap((group) => group.results.map((result) => result.entry));
  const current = Math.min(active, shown.length - 1);
  const optionId = (at: number) => `${id}-option-${at}`;
  const all = `${page}?q=${encodeURIComponent(query.trim())}`;

  // The active result stays in view as the arrows move through a list taller than the dialog.
  useEffect(() => {
    if (current >= 0)
      document.getElementById(`${id}-option-${current}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, current]);

  function go(entry: SearchEntry, newTab = false) {
    if (newTab) {
      window.open(entry.url, '_blank', 'noopener');
      return;
    }
    dialog.current?.close();
    const [path, hash] = entry.url.split('#');
    if (hash && path === pathname) scrollToSection(hash);
    else router.push(entry.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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

  const status =
    loaded.state === 'loading'
      ? labels.loading
      : loaded.state === 'failed'
        ? labels.failed
        : !words.length
          ? labels.hint
          : !shown.length
            ? fill(labels.none, SEARCH_SLOTS.query, query.trim())
            : '';
  const counts = groups
    .map((group) =>
      fill(
        fill(labels.status, SEARCH_SLOTS.kind, labels.kinds[group.kind]),
        SEARCH_SLOTS.count,
        String(group.results.length),
      ),
    )
    .join(', ');

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
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
            aria-label={labels.close}
            onClick={() => dialog.current?.close()}
          >
            <span aria-hidden="true">Esc</span>
          </button>
        </form>
        <div className={styles.body}>
          {status && (
            <div className={styles.message}>
              <p>{status}</p>
              {loaded.state === 'ready' && words.length > 0 && <p>{labels.tips}</p>}
            </div>
          )}
          {shown.length > 0 && (
            <SearchOptions
              id={`${id}-list`}
              label={labels.results}
              groups={groups}
              words={words}
              labels={labels}
              optionId={optionId}
              active={current}
              onHover={setActive}
              onChoose={go}
            />
          )}
        </div>
        <div className={styles.footer}>
          {words.length > 0 ? (
            <a href={all} className={styles.all}>
              {fill(labels.all, SEARCH_SLOTS.query, query.trim())}
            </a>
          ) : (
            <span />
          )}
          <p className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd>
            <kbd>↓</kbd> {labels.move} <kbd>↵</kbd> {labels.open}
          </p>
        </div>
        <p role="status" className="sr-only">
          {status || counts}
        </p>
      </div>
    </dialog>
  );
}
