'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/deferred-hydration';

// BEFORE_HYDRATION_SCRIPT presses again, on this event, a button tapped before hydration.
export function DeferredHydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
