'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CONTENT_EDITED_EVENT } from '@/lib/content-edits';

/** In `next dev`: draws the open page again after an edit, keeping its scroll and typed input. */
export function ContentEditsClient() {
  const router = useRouter();
  useEffect(() => {
    const refresh = (event: Event) => {
      event.preventDefault();
      router.refresh();
    };
    window.addEventListener(CONTENT_EDITED_EVENT, refresh);
    return () => window.removeEventListener(CONTENT_EDITED_EVENT, refresh);
  }, [router]);
  return null;
}
