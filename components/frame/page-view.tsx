'use client';

import { useEffect, useRef } from 'react';
import { reportPageView } from '@/lib/page-views/client';
import { afterFirstPaint } from '@/lib/deferred-hydration';

/** Reports after the first paint, so it never delays what the visitor sees. */
export function PageView({ label }: { label: string }) {
  const reported = useRef<string | null>(null);

  useEffect(() => {
    // Strict mode runs effects twice in development; a view is still one view.
    const key = `${label}|${window.location.href}`;
    if (reported.current === key) return;
    return afterFirstPaint(() => {
      reported.current = key;
      reportPageView(label);
    });
  }, [label]);

  return null;
}
