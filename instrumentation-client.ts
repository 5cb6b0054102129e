// Next.js runs this in the task the page's scripts arrive in, and app/document.tsx's
// `beforeInteractive` script holds hydration to the next: a slow phone can answer a tap between.
import 'react-dom/client';

// `next dev` only, and so left out of a build: the open page follows the owner's edits.
if (process.env.NODE_ENV === 'development') {
  void import('./lib/content-edits').then((m) => m.followContentEdits());
}
