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
      <p className={styles.notice}>{labels.notice}</p>
      <button type="button" className={styles.load} onClick={() => setLoaded(true)}>
        {labels.load}
      </button>
    </div>
  );
}
