import type { Content } from './schemas';

type RemotePattern = { protocol: 'http' | 'https'; hostname: string };

/** For next/image, from every language's content: a translation may show a picture of its own. */
export function remoteImagePatterns(contents: readonly Content[]): RemotePattern[] {
  const addresses = contents.flatMap((content) => [
    content.about.avatar,
    content.about.icon,
    ...content.projects.flatMap((p) => [p.avatar, ...p.images.map((i) => i.image)]),
    ...content.tools.map((t) => t.avatar),
    ...content.socialLinks.map((s) => s.icon),
    ...content.testimonials.map((t) => t.avatar),
  ]);
  const patterns = new Map<string, RemotePattern>();
  for (const address of addresses) {
    if (!address || !/^https?:\/\//.test(address)) continue;
    const url = new URL(address);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    patterns.set(`${protocol}//${url.hostname}`, { protocol, hostname: url.hostname });
  }
  return [...patterns.values()];
}
