'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/first-paint';

/**
 * Announces that React has taken over the page: a button tapped before that was held by the
 * page's early script (BEFORE_HYDRATION_SCRIPT), which now presses it again.
 */
export function HydratedSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
