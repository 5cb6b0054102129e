/** For browsers that cannot report the first paint. */
export const FIRST_PAINT_FALLBACK_MS = 3000;
export const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';
export const PAINT_ENTRY_TYPE = 'paint';

export const HYDRATED_EVENT = 'portfolio:hydrated';

// In every page's head: a button pressed before React has taken over is pressed again on
// HYDRATED_EVENT, and an in-page jump renders every block first so it lands on its section.
export const BEFORE_HYDRATION_SCRIPT =
  `(()=>{const d=document,w=window,all=()=>d.documentElement.dataset.renderAll="";` +
  `location.hash.length>1&&all();w.addEventListener("click",v=>{v.target.closest?.('a[href^="#"]')&&all()},!0);` +
  `const q=[],hold=v=>{const b=v.target.closest?.("button");if(!b)return;v.preventDefault();v.stopPropagation();q.push(b)};` +
  `w.addEventListener("click",hold,!0);w.addEventListener("${HYDRATED_EVENT}",()=>{` +
  `w.removeEventListener("click",hold,!0);for(const b of q.splice(0))b.isConnected&&b.click()},{once:!0})})()`;

// Keeps a page-view report off the first paint; a page left sooner reports on its way out.
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

  if (performance.getEntriesByName?.(FIRST_CONTENTFUL_PAINT).length) {
    run();
    return cancel;
  }

  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes(PAINT_ENTRY_TYPE)
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) run();
    });
    observer.observe({ type: PAINT_ENTRY_TYPE, buffered: true });
    cleanups.push(() => observer.disconnect());
  }

  const timer = window.setTimeout(run, FIRST_PAINT_FALLBACK_MS);
  cleanups.push(() => window.clearTimeout(timer));
  window.addEventListener('pagehide', run);
  cleanups.push(() => window.removeEventListener('pagehide', run));
  return cancel;
}
