'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ToggleButton } from '@/components/ui/toggle-button';
import styles from './clamped-text.module.scss';

/** Text clamped to a few lines, with "Show more" / "Show less" only when it overflows. */
export function ClampedText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.dataset.expanded === 'true') return;
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <p id={id} ref={ref} className={styles.text} data-expanded={expanded}>
        {text}
      </p>
      {(overflows || expanded) && (
        <ToggleButton
          expanded={expanded}
          controls={id}
          labels={{ more: 'Show more', less: 'Show less' }}
          onToggle={() => setExpanded((value) => !value)}
        />
      )}
    </>
  );
}
