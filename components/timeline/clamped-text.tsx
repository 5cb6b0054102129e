'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ToggleButton } from '@/components/ui/toggle-button';
import type { ToggleLabels } from '@/lib/i18n/words';
import styles from './clamped-text.module.scss';

/** Text clamped to a few lines, with "Show more" / "Show less" only when it overflows. */
type Props = {
  text: string;
  /** The text's language, where it is not the page's (a translation left it out). */
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
    // Measured only when the observer reports, which it does once the box is first laid out and
    // at every resize: the browser has just done the layout, so reading the heights costs nothing
    // (a measure in the effect itself would force a layout while the page is being hydrated).
    // The button is committed at once (flushSync), inside the observer's callback: the browser
    // lays the page out again before it paints that frame, so nothing below it moves later, and
    // in-page navigation (lib/scroll.ts), which aims two frames on, sees it in place.
    const observer = new ResizeObserver(() => {
      if (element.dataset.expanded === 'true') return;
      const overflowing = element.scrollHeight > element.clientHeight + 1;
      flushSync(() => setOverflows(overflowing));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <p id={id} ref={ref} className={styles.text} data-expanded={expanded} lang={lang}>
        {text}
      </p>
      {(overflows || expanded) && (
        <ToggleButton
          expanded={expanded}
          controls={id}
          labels={labels}
          onToggle={() => setExpanded((value) => !value)}
        />
      )}
    </>
  );
}
