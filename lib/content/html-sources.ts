/** The CSP is built from the sources in the owner's HTML (lib/headers/csp.ts), and the URL parser
 * lets through host names holding ";", "," or "'", which in a policy would end the source list and
 * start a directive of the owner's (or an intruder's) making. */
const PLAIN_ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** A src value's origin (or data:/blob:), null for the site's own files, false when unsafe. */
function sourceOf(src: string): string | null | false {
  const value = src.trim();
  if (/^data:/i.test(value)) return 'data:';
  if (/^blob:/i.test(value)) return 'blob:';
  const absolute = value.startsWith('//') ? `https:${value}` : value;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    const { origin } = new URL(absolute);
    return PLAIN_ORIGIN.test(origin) ? origin : false;
  } catch {
    return false;
  }
}

const srcAttributes = (html: string, tag: string) =>
  [
    ...html.matchAll(
      new RegExp(`<${tag}\\b[^>]*?\\ssrc\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi'),
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

/** The sources of every `<tag … src="…">` in an HTML fragment (unsafe ones left out). */
export function sourcesOf(html: string, tag: string): string[] {
  return srcAttributes(html, tag)
    .map(sourceOf)
    .filter((source): source is string => typeof source === 'string');
}

const POLICY_TAGS = ['script', 'iframe', 'img'];

/** The src values the content schema refuses, naming each. */
export const unsafeSources = (html: string): string[] =>
  POLICY_TAGS.flatMap((tag) => srcAttributes(html, tag)).filter((src) => sourceOf(src) === false);
