'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** Printing needs a script: without one, the button is not drawn at all. */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  const scripted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!scripted) return null;
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  );
}
