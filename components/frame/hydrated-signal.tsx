'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/first-paint';

/**
 * Announces that React has taken over the page. A button tapped before that (while the page's
 * scripts were still on their way) was held by the page's script loader, which now presses it
 * again, so no tap is lost.
 */
export function HydratedSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
