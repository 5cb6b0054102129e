import { httpsOriginOf } from '../origin';

/** A src value's origin (or data:/blob:), null for the site's own files, false when unsafe. */
function sourceOf(src: string): string | null | false {
  const value = src.trim();
  if (/^data:/i.test(value)) return 'data:';
  if (/^blob:/i.test(value)) return 'blob:';
  const absolute = value.startsWith('//') ? `https:${value}` : value;
  if (!/^https?:\/\//i.test(absolute)) return null;
  // Not plain, it could end the source list of the CSP built from it (lib/headers/csp.ts).
  return httpsOriginOf(absolute) ?? false;
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
