/** The longest a task waits for the first paint where the browser cannot report it. */
export const FIRST_PAINT_FALLBACK_MS = 3000;

/**
 * Fired on `window` once React has hydrated the page (components/frame/hydrated-signal.tsx): the
 * page's script loader (build/defer-hydration.ts) then hands over the taps it held.
 */
export const HYDRATED_EVENT = 'portfolio:hydrated';

/**
 * Runs `task` once the page has been painted with content, so work that can wait (a page-view
 * report) never competes with the first paint for the network or the main thread. After a
 * client-side navigation the page has long been painted and `task` runs at once. Browsers without
 * paint timing run it after FIRST_PAINT_FALLBACK_MS, and a page left before its first paint runs
 * it on the way out. Returns a function that cancels it.
 */
export function afterFirstPaint(task: () => void): () => void {
  let done = false;
  const cleanups: Array<() => void> = [];
  const cancel = () => {
    done = true;
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };
  const run = () => {
    if (done) return;
    cancel();
    task();
  };

  if (performance.getEntriesByName?.('first-contentful-paint').length) {
    run();
    return cancel;
  }

  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) run();
    });
    observer.observe({ type: 'paint', buffered: true });
    cleanups.push(() => observer.disconnect());
  }

  const timer = window.setTimeout(run, FIRST_PAINT_FALLBACK_MS);
  cleanups.push(() => window.clearTimeout(timer));
  window.addEventListener('pagehide', run);
  cleanups.push(() => window.removeEventListener('pagehide', run));
  return cancel;
}
