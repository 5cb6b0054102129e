// Plain patterns, shared by the proxy (./open.ts) and the server's rewrites (build/rewrites).
const LANGUAGE = '(?:([a-z]{2,3}(?:-[a-zA-Z0-9]{2,8})*)\\/)?';
/** A client's link: /private/<token>, or /<language>/private/<token>. */
export const LINK_ADDRESS = new RegExp(`^\\/${LANGUAGE}private\\/([^/]+)\\/?$`);
/** The pages a link opens: /shared and /shared/<slug>, in each language. */
export const SHARED_ADDRESS = new RegExp(`^\\/${LANGUAGE}shared(?:\\/([^/]+))?\\/?$`);
