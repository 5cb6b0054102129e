import { apiUrl } from '../client';
import type { PageViewReport } from './contract';

/** Fire-and-forget: keepalive lets it finish after navigation, and every failure is swallowed
 * because tracking must never disturb the visitor. */
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
