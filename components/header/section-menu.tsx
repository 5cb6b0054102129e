'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { MENU_SECTION_KEYS, MENU_SECTION_LABELS, type MenuSectionKey } from '@/lib/constants';
import { scrollToSection } from '@/lib/scroll';
import styles from './site-header.module.scss';

type Props = {
  /** The sections the home page has (Experience and Education only with entries). */
  sections?: readonly MenuSectionKey[];
};

/** The Menu button and its dropdown of the home page's sections. */
export function SectionMenu({ sections = MENU_SECTION_KEYS }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const choose = (key: MenuSectionKey) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(false);
    scrollToSection(key);
  };

  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.burger} aria-hidden="true" data-open={open} />
        Menu
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <ul>
          {sections.map((key) => (
            <li key={key}>
              <a href={`#${key}`} onClick={choose(key)}>
                {MENU_SECTION_LABELS[key]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
