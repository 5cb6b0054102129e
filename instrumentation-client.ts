// Next.js runs this in the task the page's scripts arrive in, and app/document.tsx's
// `beforeInteractive` script holds hydration to the next: a slow phone can answer a tap between.
import 'react-dom/client';
import { DEVELOPMENT } from './lib/settings/public';

// `next dev` only, and so left out of a build: the open page follows the owner's edits.
if (DEVELOPMENT) {
  void import('./lib/content-edits').then((m) => m.followContentEdits());
}
