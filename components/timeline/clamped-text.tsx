'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ToggleButton } from '@/components/ui/toggle-button';
import type { ToggleLabels } from '@/lib/i18n/label-types';
import toggle from '@/components/ui/toggle-button.module.scss';
import styles from './clamped-text.module.scss';

type Props = {
  text: string;
  /** Where a translation left the text out. */
  lang?: string;
  labels: ToggleLabels;
};

export function ClampedText({ text, lang, labels }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured in the observer, just after a layout, as a measure in the effect would force one
    // during hydration. flushSync commits the button before that frame paints, so nothing moves
    // later and in-page navigation (lib/scroll.ts) sees it in place.
    const observer = new ResizeObserver(() => {
      if (element.dataset.expanded === 'true') return;
      const overflowing = element.scrollHeight > element.clientHeight + 1;
      flushSync(() => setOverflows(overflowing));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Folded, the button lies over the end of the last line shown, so its coming moves nothing on
  // the page (a visitor who opened it at a part further down stays there); open, it follows the text.
  return (
    <div className={styles.clamp}>
      <p id={id} ref={ref} className={styles.text} data-expanded={expanded} lang={lang}>
        {text}
      </p>
      {(overflows || expanded) && (
        <ToggleButton
          expanded={expanded}
          controls={id}
          labels={labels}
          onToggle={() => setExpanded((value) => !value)}
          className={`${toggle.toggle} ${expanded ? '' : styles.over}`}
        />
      )}
    </div>
  );
}
