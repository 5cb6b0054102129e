import { routes } from './routes';

/** Sent on window at each edit; a page that can draw itself again in place takes it. */
export const CONTENT_EDITED_EVENT = 'portfolio:content-edited';

/** `next dev` (instrumentation-client.ts): each edit redraws the page in place through
 * ContentEditsClient, or reloads it when Next shows a mistake instead of the page. */
export function followContentEdits(reload = () => window.location.reload()) {
  const edits = new EventSource(routes.contentEdits);
  edits.onmessage = () => {
    const taken = !window.dispatchEvent(new Event(CONTENT_EDITED_EVENT, { cancelable: true }));
    if (!taken) reload();
  };
}
