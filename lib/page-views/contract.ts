// Shared by ./client.ts and ./handler.ts; an external API host must answer the same way.

/** `referrer`, optional: the origin of the site the visitor came from ("https://news.example"). */
export type PageViewReport = { fullUrl: string; page: string; referrer?: string };

export const PAGE_VIEW_MAX_BYTES = 4 * 1024;
