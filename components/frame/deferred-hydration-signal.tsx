'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/deferred-hydration';

// A button tapped before hydration was held by BEFORE_HYDRATION_SCRIPT, which presses it again
// on this event.
export function DeferredHydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
