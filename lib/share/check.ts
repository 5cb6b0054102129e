/** Behind `npm run check-share`: what LinkedIn, X and Slack read from a page's server HTML. */

export type PageTags = {
  /** <html lang>: a title need only be unique among the pages in one language. */
  language?: string;
  title?: string;
  canonical?: string;
  meta: Record<string, string>;
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name] ?? whole;
  });

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

export function readTags(html: string): PageTags {
  const head = html.split(/<\/head>/i)[0] ?? html;
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== undefined && !(key in meta)) meta[key] = decode(content);
  }
  const canonical = [...head.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .find((tag) => /\srel="canonical"/i.test(tag));
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const root = /<html\b[^>]*>/i.exec(head)?.[0];
  return {
    language: root ? attribute(root, 'lang') : undefined,
    title: title === undefined ? undefined : decode(title).trim(),
    canonical: canonical ? decode(attribute(canonical, 'href') ?? '') : undefined,
    meta,
  };
}

const isAbsolute = (url: string | undefined) => !!url && /^https?:\/\/[^/]+/i.test(url);

export function checkTags(tags: PageTags, { article = false } = {}): string[] {
  const problems: string[] = [];
  const need = (key: string) => {
    const value = tags.meta[key];
    if (!value?.trim()) problems.push(`missing ${key}`);
    return value;
  };
  if (!tags.title) problems.push('missing <title>');
  need('description');
  if (!tags.canonical) problems.push('missing canonical link');
  else if (!isAbsolute(tags.canonical)) problems.push(`relative canonical URL "${tags.canonical}"`);
  const ogUrl = need('og:url');
  if (ogUrl && !isAbsolute(ogUrl)) problems.push(`relative og:url "${ogUrl}"`);
  if (tags.canonical && ogUrl && tags.canonical !== ogUrl) {
    problems.push(`canonical "${tags.canonical}" differs from og:url "${ogUrl}"`);
  }
  need('og:title');
  need('og:description');
  need('og:site_name');
  const type = need('og:type');
  const expected = article ? 'article' : 'website';
  if (type && type !== expected) problems.push(`og:type is "${type}", expected "${expected}"`);
  for (const key of ['og:image', 'twitter:image']) {
    const url = need(key);
    if (url && !isAbsolute(url)) problems.push(`relative ${key} "${url}"`);
  }
  if (tags.meta['og:image:width'] !== '1200' || tags.meta['og:image:height'] !== '630') {
    problems.push(
      `og:image:width/height are ${tags.meta['og:image:width'] ?? '?'}×${tags.meta['og:image:height'] ?? '?'}, expected 1200×630`,
    );
  }
  need('og:image:alt');
  const card = need('twitter:card');
  if (card && card !== 'summary_large_image')
    problems.push(`twitter:card is "${card}", expected summary_large_image`);
  return problems;
}

export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function duplicateTitles(
  pages: { url: string; title?: string; language?: string }[],
): string[] {
  const byTitle = new Map<string, { title: string; urls: string[] }>();
  for (const { url, title, language = '' } of pages) {
    if (!title) continue;
    const key = `${language}\u0000${title}`;
    const entry = byTitle.get(key) ?? { title, urls: [] };
    entry.urls.push(url);
    byTitle.set(key, entry);
  }
  return [...byTitle.values()]
    .filter(({ urls }) => urls.length > 1)
    .map(({ title, urls }) => `the title "${title}" is used by ${urls.join(', ')}`);
}
