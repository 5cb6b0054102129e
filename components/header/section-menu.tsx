'use client';

import type { MouseEvent } from 'react';
import type { MenuSectionKey } from '@/lib/constants';
import { scrollToSection } from '@/lib/scroll';
import styles from './site-header.module.scss';
import { usePopover } from './use-popover';
import type { MenuLabels } from '@/lib/i18n/label-types';

type Props = {
  sections: readonly MenuSectionKey[];
  labels: MenuLabels;
};

export function SectionMenu({ sections, labels }: Props) {
  const { open, setOpen, button, panel, rootRef } = usePopover();

  const choose = (key: MenuSectionKey) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(false);
    scrollToSection(key);
  };

  return (
    <div className={styles.menu} ref={rootRef}>
      <button {...button} className={styles.menuButton}>
        <span className={styles.burger} aria-hidden="true" data-open={open} />
        <span className={styles.iconLabel}>{labels.menu}</span>
      </button>
      <div {...panel} className={styles.panel}>
        <ul>
          {sections.map((key) => (
            <li key={key}>
              <a href={`#${key}`} onClick={choose(key)}>
                {labels.sections[key]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
