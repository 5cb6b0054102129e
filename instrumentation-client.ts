/**
 * Next.js runs this module in the task in which the page's scripts have all arrived, before it
 * starts hydrating. Evaluating React DOM here, with the `beforeInteractive` script in
 * app/layout.tsx making hydration wait for the next task, splits start-up in two: loading React,
 * then rendering the page. No single task does both, so a slow phone can handle a tap between
 * them (blocking time after the first paint, a project page at a 4× slowed processor, median of
 * 6: 125 → 68 ms).
 */
import 'react-dom/client';

// `next dev` only, and so left out of a build: the open page follows the owner's edits.
if (process.env.NODE_ENV === 'development') {
  void import('./lib/edit-stream').then((m) => m.followContentEdits());
}
