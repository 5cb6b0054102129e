import type { Content } from '../content/schemas';
import { remoteImagePatterns } from '../content/remote-images';

/**
 * The Content-Security-Policy, derived at build time from what the content loads from elsewhere:
 * the owner's scripts, iframes and images, the API host, plus the owner's own additions.
 *
 * Scripts allow 'unsafe-inline' because every App Router page carries its data in inline scripts;
 * a nonce would need each page rendered per request (no prerendering, no CDN), and hashes would
 * break whenever a page is rendered again. The site renders no HTML from visitors.
 */

export type Directives = Map<string, string[]>;

const BASE: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", "'unsafe-inline'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['frame-src', ["'self'"]],
  ['media-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
];

/** Directives CSP_EXTRA may add sources to. */
export const EXTENDABLE = new Set([
  ...BASE.map(([name]) => name).filter((name) => name !== 'object-src' && name !== 'base-uri'),
  'worker-src',
  'manifest-src',
]);

const KEYWORD =
  /^'(self|unsafe-inline|unsafe-eval|wasm-unsafe-eval|unsafe-hashes|none|strict-dynamic|report-sample)'$/;
const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/_-]+={0,2}'$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:$/;
const HOST =
  /^([a-z][a-z0-9+.-]*:\/\/)?(\*|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*)(:(\d{1,5}|\*))?(\/[^\s;,]*)?$/i;

export const isSource = (token: string) =>
  token === '*' ||
  KEYWORD.test(token) ||
  HASH.test(token) ||
  SCHEME.test(token) ||
  HOST.test(token);

/**
 * Parses CSP_EXTRA ("script-src https://a.example; img-src https://b.example") into directives.
 * Throws an Error whose message says what is wrong, for the settings check to name the setting.
 */
export function parseCspExtra(raw: string): Directives {
  const directives: Directives = new Map();
  for (const part of raw.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!EXTENDABLE.has(directive)) {
      throw new Error(
        `"${name}" is not a directive sources can be added to (use one of ${[...EXTENDABLE].join(', ')})`,
      );
    }
    if (sources.length === 0) throw new Error(`"${name}" names no source`);
    const bad = sources.find((source) => !isSource(source));
    if (bad)
      throw new Error(`"${bad}" in ${directive} is not a CSP source such as https://example.com`);
    directives.set(directive, [...(directives.get(directive) ?? []), ...sources]);
  }
  return directives;
}

/**
 * An origin that can be written into the policy as it is: a scheme, a host name or IP address and
 * a port, nothing else. The URL parser lets through host names holding ";", "," or "'", which in a
 * policy would end the source list and start a directive of the owner's (or an intruder's) making.
 */
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

/** The tags whose sources the policy is built from. */
const POLICY_TAGS = ['script', 'iframe', 'img'];

/**
 * The src values in an HTML fragment that are not plain addresses: the content schema refuses
 * them, naming each, so that no text in config/ can add to or end the policy's directives.
 */
export const unsafeSources = (html: string): string[] =>
  POLICY_TAGS.flatMap((tag) => srcAttributes(html, tag)).filter((src) => sourceOf(src) === false);

export type CspInput = {
  /** null while the content is invalid (development only: a build stops first). */
  content: Content | null;
  /** NEXT_PUBLIC_API_URL, "" for the built-in endpoints. */
  apiUrl: string;
  extra: Directives;
  https: boolean;
  development: boolean;
};

export function contentSecurityPolicy({ content, apiUrl, extra, https, development }: CspInput) {
  const directives: Directives = new Map(BASE.map(([name, sources]) => [name, [...sources]]));
  const add = (name: string, sources: string[]) =>
    directives.set(name, [...(directives.get(name) ?? ["'self'"]), ...sources]);

  if (content) {
    const { about } = content;
    const html = [
      about.bio,
      about.freelancer,
      about.iframe,
      ...content.portfolios.map((p) => p.description),
    ].filter((fragment): fragment is string => Boolean(fragment));
    const scriptSources = about.scripts ? sourcesOf(about.scripts, 'script') : [];
    add('script-src', scriptSources);
    // Analytics send their reports back to where their script comes from.
    add(
      'connect-src',
      scriptSources.filter((source) => source.includes('://')),
    );
    add('img-src', [
      ...remoteImagePatterns(content).map(({ protocol, hostname }) => `${protocol}://${hostname}`),
      ...html.flatMap((fragment) => sourcesOf(fragment, 'img')),
    ]);
    add(
      'frame-src',
      html.flatMap((fragment) => sourcesOf(fragment, 'iframe')),
    );
  }
  if (apiUrl) {
    const origin = new URL(apiUrl).origin;
    add('connect-src', [origin]);
    add('form-action', [origin]);
  }
  // React rebuilds error stacks with eval in development only.
  if (development) add('script-src', ["'unsafe-eval'"]);
  for (const [name, sources] of extra) add(name, sources);

  const parts = [...directives].map(
    ([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`,
  );
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}
