/** Around the owner's scripts in every page's HTML (components/frame/owner-scripts.tsx), so that a
 * client's shared pages can be sent with them held (build/rewrites/private-pages.ts). */
export const OWNER_SCRIPTS = { start: '<!--owner-scripts-->', end: '<!--/owner-scripts-->' };

/** `html` with the owner's scripts made inert: a script of a type no browser runs stays one. */
export function holdOwnerScripts(html: string): string {
  const start = html.indexOf(OWNER_SCRIPTS.start);
  const end = html.indexOf(OWNER_SCRIPTS.end, start);
  if (start < 0 || end < 0) return html;
  const held = html
    .slice(start, end)
    .replace(/<script\b/gi, '<script type="text/plain" data-held=""');
  return html.slice(0, start) + held + html.slice(end);
}
