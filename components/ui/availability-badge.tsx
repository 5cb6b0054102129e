'use client';

import { useSyncExternalStore } from 'react';
import { dayHasCome } from '@/lib/format/date';
import type { AvailabilityLabels, AvailabilityStatus } from '@/lib/i18n/label-types';
import styles from './availability-badge.module.scss';

type Props = {
  status: AvailabilityStatus;
  /** "YYYY-MM-DD": from that day on, in the owner's time zone, the owner is available. */
  until?: string;
  /** Whether `until` had passed when the page was built, so hydration starts from the same text. */
  passedAtBuild: boolean;
  labels: AvailabilityLabels;
  note?: { text: string; lang?: string };
  tone?: 'light' | 'dark';
};

const unchanging = () => () => {};

// A page built before `until` says "available" once that day comes, with no rebuild.
export function AvailabilityBadge({
  status,
  until,
  passedAtBuild,
  labels,
  note,
  tone = 'light',
}: Props) {
  const passed = useSyncExternalStore(
    unchanging,
    () => dayHasCome(until),
    () => passedAtBuild,
  );
  const shown = passed ? 'available' : status;
  return (
    <p className={styles.badge} data-status={shown} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      <span>
        <span className={styles.name}>{labels.name}: </span>
        <span className={styles.status}>{passed ? labels.available : labels.current}</span>
        {note && !passed && (
          <span className={styles.note} lang={note.lang}>
            {note.text}
          </span>
        )}
      </span>
    </p>
  );
}
