import { plainOriginOf } from '../origin';
import { sourcesOf } from './html-sources';
import type { Content, Project } from './schemas';

type RemotePattern = { protocol: 'http' | 'https'; hostname: string };

/** For next/image, from every language's content: a translation may show a picture of its own. */
export function remoteImagePatterns(contents: readonly Content[]): RemotePattern[] {
  const addresses = contents.flatMap((content) => [
    content.about.avatar,
    content.about.icon,
    ...content.projects.flatMap((p) => [p.avatar, p.cover, ...p.images.map((i) => i.image)]),
    ...content.tools.flatMap((t) => [t.avatar, t.avatar_dark]),
    ...content.socialLinks.map((s) => s.icon),
    ...content.testimonials.map((t) => t.avatar),
    ...content.notes.map((n) => n.cover),
  ]);
  const patterns = new Map<string, RemotePattern>();
  for (const address of addresses) {
    // Only a plain host: "*" would let next/image and the CSP's img-src fetch from any host.
    const origin = address && plainOriginOf(address);
    if (!origin) continue;
    const url = new URL(origin);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    patterns.set(`${protocol}//${url.hostname}`, { protocol, hostname: url.hostname });
  }
  return [...patterns.values()];
}

/** The other sites the owner's HTML loads from, for the Content-Security-Policy: the sources of its
 * scripts, and of the pictures and frames in its biography, contact embed, descriptions and notes. */
export function contentSources(contents: readonly Content[]) {
  const html = contents.flatMap(({ about, projects, notes }) =>
    [
      about.bio,
      about.freelancer,
      about.iframe,
      ...projects.flatMap((p) => [p.description, p.challenge, p.approach, p.outcome]),
      ...notes.map((n) => n.html),
    ].filter((fragment): fragment is string => Boolean(fragment)),
  );
  return {
    script: contents.flatMap(({ about }) =>
      about.scripts ? sourcesOf(about.scripts, 'script') : [],
    ),
    img: html.flatMap((fragment) => sourcesOf(fragment, 'img')),
    frame: html.flatMap((fragment) => sourcesOf(fragment, 'iframe')),
  };
}

/** What a private project's page loads from other sites, by CSP directive: allowed on its shared
 * pages only (lib/private/policy.ts), never in the site-wide policy. */
export function projectSources(projects: readonly Project[]): Record<string, string[]> {
  const html = projects.flatMap((p) =>
    [p.description, p.challenge, p.approach, p.outcome].filter((f): f is string => Boolean(f)),
  );
  const pictures = projects.flatMap((p) => [p.avatar, p.cover, ...p.images.map((i) => i.image)]);
  const origins = (sources: (string | null | undefined)[]) => [
    ...new Set(sources.filter((source): source is string => !!source)),
  ];
  const found = {
    'img-src': origins([
      ...pictures.map((address) => address && plainOriginOf(address)),
      ...html.flatMap((fragment) => sourcesOf(fragment, 'img')),
    ]),
    'frame-src': origins(html.flatMap((fragment) => sourcesOf(fragment, 'iframe'))),
  };
  return Object.fromEntries(Object.entries(found).filter(([, sources]) => sources.length));
}
