import type { Content } from '../content/schemas';
import { contentSources, remoteImagePatterns } from '../content/remote-images';
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
};

export function contentSecurityPolicy({ contents, apiUrl, extra, https, development }: CspInput) {
  const directives: Directives = new Map(BASE.map(([name, sources]) => [name, [...sources]]));
  const add = (name: string, sources: string[]) =>
    directives.set(name, [...(directives.get(name) ?? ["'self'"]), ...sources]);

  const sources = contentSources(contents);
  add('script-src', sources.script);
  // Analytics send their reports back to where their script comes from.
  add(
    'connect-src',
    sources.script.filter((source) => source.includes('://')),
  );
  add('img-src', [
    ...remoteImagePatterns(contents).map(({ protocol, hostname }) => `${protocol}://${hostname}`),
    ...sources.img,
  ]);
  add('frame-src', sources.frame);
  // The scheduler shown on /hire once the visitor asks for it: that one origin, nothing more.
  add(
    'frame-src',
    contents.flatMap(({ about }) =>
      about.booking_embed && about.booking_url ? [new URL(about.booking_url).origin] : [],
    ),
  );
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
