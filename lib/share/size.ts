/** A share image as LinkedIn, X and Slack show it large: 1200×630, PNG. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_TYPE = 'image/png';
