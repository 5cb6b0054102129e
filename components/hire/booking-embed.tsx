'use client';

import { useState } from 'react';
import type { BookingEmbedLabels } from '@/lib/i18n/label-types';
import styles from './booking-embed.module.scss';

// What a scheduler (Cal.com, Calendly) needs: its scripts, its own cookies (its origin, never
// ours), the booking form, popups, and the page it leads to once the visitor has booked.
const SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-top-navigation-by-user-activation',
].join(' ');

// Nothing reaches the scheduler's host until the button is pressed: no request, cookie or trace.
export function BookingEmbed({ url, labels }: { url: string; labels: BookingEmbedLabels }) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <iframe
        src={url}
        title={labels.calendar}
        className={styles.calendar}
        sandbox={SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className={styles.placeholder}>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
        <path d="M8 14h2M14 14h2M8 17h2" />
      </svg>
      <div className={styles.body}>
        <p className={styles.host}>{labels.host}</p>
        <p className={styles.notice}>{labels.notice}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.load} onClick={() => setLoaded(true)}>
          {labels.load}
        </button>
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.open}>
          {labels.open} <span aria-hidden="true">↗</span>
          <span className="sr-only"> {labels.newTab}</span>
        </a>
      </div>
    </div>
  );
}
