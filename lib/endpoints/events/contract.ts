/**
 * The page-view endpoint's contract, shared by the browser's report (./client.ts) and the
 * site's own handler (./handler.ts). An external API host answers the same way.
 */

/** What the browser sends for each page view. */
export type PageViewReport = { fullUrl: string; page: string };

/** Longest request body read, in bytes. */
export const EVENTS_MAX_BYTES = 4 * 1024;

/** The first characters of a label that are kept. */
export const PAGE_LABEL_MAX = 200;
