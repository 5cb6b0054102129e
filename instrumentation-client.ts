// Next.js runs this in the task the page's scripts arrive in; with the `beforeInteractive` script
// of app/document.tsx holding hydration to the next task, loading React and rendering the page
// are two tasks, so a slow phone can answer a tap between them.
import 'react-dom/client';

// `next dev` only, and so left out of a build: the open page follows the owner's edits.
if (process.env.NODE_ENV === 'development') {
  void import('./lib/content-edits').then((m) => m.followContentEdits());
}
