'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The prerendered HTML carries the build's year; hydration puts in the visitor's. */
export function Copyright({ built, owner }: { built: number; owner: string }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => built,
  );
  return <>{`© ${year} ${owner}`}</>;
}
