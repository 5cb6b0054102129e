import type { Content } from '../content/schemas';
import { contentSources, remoteImagePatterns } from '../content/remote-images';
import { isPlainOrigin, plainOriginOf } from '../origin';
import type { Directives } from '../settings/csp-extra';

export type { Directives } from '../settings/csp-extra';

/** 'unsafe-inline' scripts: App Router pages carry data inline, a nonce would forbid prerendering
 * and hashes break on each render. The site renders no HTML from visitors. */

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

export type CspInput = {
  /** Every language's: each may load something of its own. */
  contents: readonly Content[];
  apiUrl: string;
  extra: Directives;
  https: boolean;
  development: boolean;
  /** For the pages that show the booking scheduler (/hire), which alone may frame it. */
  booking?: boolean;
};

/** What the content and the settings add must be a plain origin (or data:, blob:), whatever
 * reached this far: anything else could end a directive or open it to every host. */
const isContentSource = (source: string) =>
  source === 'data:' || source === 'blob:' || isPlainOrigin(source);

const originOf = (address: string | undefined) => (address ? plainOriginOf(address) : undefined);

export function contentSecurityPolicy(input: CspInput) {
  const { contents, apiUrl, extra, https, development, booking = false } = input;
  const directives: Directives = new Map(BASE.map(([name, sources]) => [name, [...sources]]));
  const add = (name: string, sources: string[]) =>
    directives.set(name, [...(directives.get(name) ?? ["'self'"]), ...sources]);
  const addContent = (name: string, sources: (string | undefined)[]) =>
    add(
      name,
      sources.filter((source): source is string => !!source && isContentSource(source)),
    );

  const sources = contentSources(contents);
  addContent('script-src', sources.script);
  // Analytics send their reports back to where their script comes from.
  addContent(
    'connect-src',
    sources.script.filter((source) => source.includes('://')),
  );
  addContent('img-src', [
    ...remoteImagePatterns(contents).map(({ protocol, hostname }) => `${protocol}://${hostname}`),
    ...sources.img,
  ]);
  addContent('frame-src', sources.frame);
  // The scheduler shown on /hire once the visitor asks for it: that one origin, nothing more.
  if (booking) {
    addContent(
      'frame-src',
      contents.map(({ about }) => (about.booking_embed ? originOf(about.booking_url) : undefined)),
    );
  }
  const api = originOf(apiUrl);
  if (api) {
    add('connect-src', [api]);
    add('form-action', [api]);
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
