'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/** Scripts of the server's HTML, which run as the page is read. React keeps them through
 * hydration, then drops the spent tags: a document React draws anew (the site coming back from
 * `next dev`'s list of problems) never holds a script that cannot run. */
export function InServerHtml({ children }: { children: ReactNode }) {
  const fromServer = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  return fromServer ? children : null;
}
