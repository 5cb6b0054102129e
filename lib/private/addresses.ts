// Plain patterns, shared by the proxy (./open.ts) and the server's rewrites (build/rewrites).
const LANGUAGE = '(?:([a-z]{2,3}(?:-[a-zA-Z0-9]{2,8})*)\\/)?';
/** A client's link: /private/<token>, or /<language>/private/<token>. */
export const LINK_ADDRESS = new RegExp(`^\\/${LANGUAGE}private\\/([^/]+)\\/?$`);
/** The pages a link opens: /shared and /shared/<slug>, in each language. */
export const SHARED_ADDRESS = new RegExp(`^\\/${LANGUAGE}shared(?:\\/([^/]+))?\\/?$`);

const resolved = (path: string) =>
  new URL(`http://site${`/${path}`.replace(/[\\/]{2,}/g, '/')}`).pathname;

/** The path a request's target names, read once as Next's routing may read it: dot segments
 * (`/./`, `/%2e/`), repeated slashes and percent-encoding (`%2F` too) undone, whatever the order. */
export function plainPath(target: string): string {
  let path = resolved(target.split(/[?#]/, 1)[0]!);
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = resolved(decodeURIComponent(path));
    } catch {
      return path;
    }
    if (next === path) return path;
    path = next;
  }
  return path;
}
