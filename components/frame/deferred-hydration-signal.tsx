'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/deferred-hydration';

// BEFORE_HYDRATION_SCRIPT presses again, on this event, a button tapped before hydration. Once the
// page has loaded, links to its parts glide (globals.scss).
export function DeferredHydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    const loaded = () => (document.documentElement.dataset.loaded = '');
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => window.removeEventListener('load', loaded);
  }, []);
  return null;
}
