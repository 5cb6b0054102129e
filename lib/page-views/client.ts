import { apiUrl } from '@/lib/api/client';
import type { PageViewReport } from './contract';

/** The site a visitor came from, by its origin only: never the page's address on it. */
function referrerOrigin(): string | undefined {
  if (!document.referrer || !URL.canParse(document.referrer)) return undefined;
  const { origin } = new URL(document.referrer);
  return origin !== window.location.origin && origin !== 'null' ? origin : undefined;
}

/** keepalive outlives navigation; every failure is swallowed: tracking must never disturb a visit. */
export function reportPageView(page: string): void {
  try {
    const report: PageViewReport = { fullUrl: window.location.href, page };
    const referrer = referrerOrigin();
    if (referrer) report.referrer = referrer;
    void fetch(apiUrl('/api/events'), {
      method: 'POST',
      keepalive: true,
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (e.g. a blocked URL).
  }
}
