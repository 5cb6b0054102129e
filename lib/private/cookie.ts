/** The cookie a client's link is exchanged for: the session's id, which the server keeps hashed.
 * On its own, so that the proxy, which sets it, loads none of the content. */
export const SHARED_COOKIE = 'portfolio_shared';
