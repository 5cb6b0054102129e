'use client';

import { useCallback, useEffect } from 'react';

const read = () => Number(new URLSearchParams(window.location.search).get('page') ?? '1');

/** So that a reload, Back and a shared link land on the same page; the server renders page 1. */
export function usePageParam(enabled: boolean, apply: (page: number) => void) {
  useEffect(() => {
    if (!enabled) return;
    apply(read());
    const onPop = () => apply(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [enabled, apply]);

  return useCallback(
    (page: number) => {
      if (!enabled) return;
      const url = new URL(window.location.href);
      if (page === 1) url.searchParams.delete('page');
      else url.searchParams.set('page', String(page));
      window.history.pushState(null, '', url);
    },
    [enabled],
  );
}
