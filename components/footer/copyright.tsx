'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * "© 2026 Ines Moreau" with the year on the visitor's clock. The page is prerendered, so its HTML
 * carries the build's year; the browser puts in the year of the visit as it hydrates.
 */
export function Copyright({ built, owner }: { built: number; owner: string }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => built,
  );
  return <>{`© ${year} ${owner}`}</>;
}
