// Shared by ./client.ts and ./handler.ts; an external API host must answer the same way.

export type PageViewReport = { fullUrl: string; page: string };

export const PAGE_VIEW_MAX_BYTES = 4 * 1024;
