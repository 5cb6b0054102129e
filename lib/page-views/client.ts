import { apiUrl } from '@/lib/api/client';
import type { PageViewReport } from './contract';

/** keepalive outlives navigation; every failure is swallowed: tracking must never disturb a visit. */
export function reportPageView(page: string): void {
  try {
    void fetch(apiUrl('/api/events'), {
      method: 'POST',
      keepalive: true,
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
      body: JSON.stringify({ fullUrl: window.location.href, page } satisfies PageViewReport),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (e.g. a blocked URL).
  }
}
