'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { routes } from '@/lib/routes';

/** Sent on window at each edit; a page that can draw itself again in place takes it. */
export const CONTENT_CHANGED_EVENT = 'portfolio:content-changed';

/**
 * In `next dev`, from instrumentation-client.ts: at each edit to config/ or public/ the page is
 * drawn again, in place by ContentRefresh while the page is there, else by loading it again (as
 * after a mistake, when Next shows the error instead of the page).
 */
export function followContentChanges(reload = () => window.location.reload()) {
  const changes = new EventSource(routes.contentChanges);
  changes.onmessage = () => {
    const taken = !window.dispatchEvent(new Event(CONTENT_CHANGED_EVENT, { cancelable: true }));
    if (!taken) reload();
  };
}

/** Draws the open page again after an edit, keeping its scroll and what was typed in it. */
export function ContentRefresh() {
  const router = useRouter();
  useEffect(() => {
    const refresh = (event: Event) => {
      event.preventDefault();
      router.refresh();
    };
    window.addEventListener(CONTENT_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CONTENT_CHANGED_EVENT, refresh);
  }, [router]);
  return null;
}
