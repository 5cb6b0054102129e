/** The URL parser lets through host names holding ";", "," or "'", which in the CSP built from
 * these sources (lib/headers/csp.ts) would end the source list and start a new directive. */
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

/** The origin a value names when it is one and nothing more, a trailing "/" aside. */
export function plainOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const { origin } = new URL(value);
  const given = value.replace(/\/$/, '').toLowerCase();
  return PLAIN_ORIGIN.test(origin) && origin === given ? origin : undefined;
}

const srcAttributes = (html: string, tag: string) =>
  [
    ...html.matchAll(
      new RegExp(`<${tag}\\b[^>]*?\\ssrc\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi'),
    ),
  ].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

export function sourcesOf(html: string, tag: string): string[] {
  return srcAttributes(html, tag)
    .map(sourceOf)
    .filter((source): source is string => typeof source === 'string');
}

const POLICY_TAGS = ['script', 'iframe', 'img'];

export const unsafeSources = (html: string): string[] =>
  POLICY_TAGS.flatMap((tag) => srcAttributes(html, tag)).filter((src) => sourceOf(src) === false);
