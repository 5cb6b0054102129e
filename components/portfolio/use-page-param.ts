'use client';

import { useCallback, useEffect } from 'react';

const read = () => Number(new URLSearchParams(window.location.search).get('page') ?? '1');

/**
 * Keeps a page number in the address bar (?page=2), so a reload, Back and a shared link all land
 * on the same page. The server renders page 1; the URL's page is applied once the script runs.
 */
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
