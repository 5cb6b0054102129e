/** Shared by the browser's report (./client.ts) and the site's handler (./handler.ts); an external
 * API host answers the same way. */

export type PageViewReport = { fullUrl: string; page: string };

export const EVENTS_MAX_BYTES = 4 * 1024;

/** The first characters of a label that are kept. */
export const PAGE_LABEL_MAX = 200;
