import { useEffect, useState } from 'react';
import { prepare, type Prepared, type SearchIndex } from '@/lib/search/match';

/** One request per language's index in a visit, however often search is opened. */
const loads = new Map<string, Promise<Prepared[]>>();

function load(url: string): Promise<Prepared[]> {
  let loading = loads.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<SearchIndex>;
      })
      .then((index) => prepare(index.entries));
    // A failed load is tried again the next time search opens.
    loading.catch(() => loads.delete(url));
    loads.set(url, loading);
  }
  return loading;
}

export type IndexState =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; entries: Prepared[] };

export function useSearchIndex(url: string, open: boolean): IndexState {
  const [loaded, setLoaded] = useState<{ url: string; result: IndexState }>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    load(url).then(
      (entries) => current && setLoaded({ url, result: { state: 'ready', entries } }),
      () => current && setLoaded({ url, result: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [url, open]);
  return loaded?.url === url ? loaded.result : { state: 'loading' };
}
