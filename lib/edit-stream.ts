import { routes } from './routes';

/** Sent on window at each edit; a page that can draw itself again in place takes it. */
export const CONTENT_CHANGED_EVENT = 'portfolio:content-changed';

/**
 * In `next dev`, from instrumentation-client.ts, the browser's end of /api/content-changes: at
 * each edit to config/ or public/ the page is drawn again, in place by ContentRefresh
 * (components/frame) while the page is there, else by loading it again (as after a mistake, when
 * Next shows the error instead of the page).
 */
export function followContentChanges(reload = () => window.location.reload()) {
  const changes = new EventSource(routes.contentChanges);
  changes.onmessage = () => {
    const taken = !window.dispatchEvent(new Event(CONTENT_CHANGED_EVENT, { cancelable: true }));
    if (!taken) reload();
  };
}
