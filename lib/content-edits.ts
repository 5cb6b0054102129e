import { routes } from './routes';

/** Sent on window at each edit; a page that can draw itself again in place takes it. */
export const CONTENT_EDITED_EVENT = 'portfolio:content-edited';

/** In `next dev` (instrumentation-client.ts): at each edit the page is drawn again, in place by
 * ContentEditsClient while it is there, else (after a mistake, which Next shows instead of the page)
 * by loading it again. */
export function followContentEdits(reload = () => window.location.reload()) {
  const edits = new EventSource(routes.contentEdits);
  edits.onmessage = () => {
    const taken = !window.dispatchEvent(new Event(CONTENT_EDITED_EVENT, { cancelable: true }));
    if (!taken) reload();
  };
}
