import type { Element, Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as Schema } from 'rehype-sanitize';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { httpsOriginOf } from '../origin';

/** What a note's raw HTML may hold: GitHub's rules (hast-util-sanitize's default, which also keep
 * what GitHub's Markdown makes: tables, task lists, footnotes), plus figures and iframes. */
const SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption', 'mark', 'iframe'],
  // Dropped with what they hold: their text means nothing on the page.
  strip: ['script', 'style', 'noscript', 'template'],
  attributes: {
    ...defaultSchema.attributes,
    img: [
      ...(defaultSchema.attributes?.img ?? []),
      ['loading', 'lazy', 'eager'],
      ['decoding', 'async', 'sync', 'auto'],
    ],
    iframe: ['src', 'allow', 'allowFullScreen', ['loading', 'lazy', 'eager']],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: [...(defaultSchema.protocols?.href ?? []), 'tel'],
  },
};

/** Features a player asks for; others (camera, location…) would be asked in the site's name. */
const EMBED_FEATURES = [
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'picture-in-picture',
  'web-share',
];
/** No top-level navigation, downloads or dialogs: a player cannot take the visitor away. */
const EMBED_SANDBOX = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-presentation',
];

/** Iframes from the origins the owner allows, with players' permissions only; the src of each
 * other one is added to `removed`. */
function keepAllowedEmbeds(hosts: readonly string[], removed: string[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'iframe' || index === undefined || !parent) return;
      const src = String(node.properties.src ?? '');
      if (!hosts.includes(httpsOriginOf(src) ?? '')) {
        removed.push(src);
        parent.children.splice(index, 1);
        return index;
      }
      const allow = String(node.properties.allow ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/)[0] ?? '')
        .filter((feature) => EMBED_FEATURES.includes(feature));
      node.properties.allow = allow.length ? allow.join('; ') : undefined;
      node.properties.loading ??= 'lazy';
      node.properties.sandbox = [...EMBED_SANDBOX];
      node.properties.referrerPolicy = 'strict-origin-when-cross-origin';
      node.children = [];
    });
  };
}

/** Ids and names written in the HTML are prefixed ("user-content-"), so none can stand in for one
 * the page's scripts look up (DOM clobbering); a link within the note follows its target. */
function followPrefixedIds(prefix: string) {
  return (tree: Root) => {
    const ids = new Set<string>();
    visit(tree, 'element', (node) => {
      if (node.properties.id !== undefined) ids.add(String(node.properties.id));
    });
    visit(tree, 'element', (node: Element) => {
      const href = node.tagName === 'a' ? String(node.properties.href ?? '') : '';
      if (!href.startsWith('#')) return;
      const target = href.slice(1);
      if (!ids.has(target) && ids.has(prefix + target))
        node.properties.href = `#${prefix}${target}`;
    });
  };
}

/** A note's raw HTML made safe, before the site adds markup of its own the schema would refuse. */
export const cleanRawHtml: Plugin<[hosts: readonly string[], removed: string[]], Root> = (
  hosts,
  removed,
) => {
  const sanitize = rehypeSanitize(SCHEMA);
  // The schema turns any input into a task list's box: a field written in HTML is no such box.
  const fields = (tree: Root) =>
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'input' || node.properties.type === 'checkbox') return;
      if (!parent || index === undefined) return;
      parent.children.splice(index, 1);
      return index;
    });
  // The sanitiser reads schemes as written: "HTTPS:" would lose a link that "https:" keeps.
  const schemes = (tree: Root) =>
    visit(tree, 'element', (node) => {
      for (const name of ['href', 'src'] as const) {
        const value = node.properties[name];
        if (typeof value === 'string')
          node.properties[name] = value.replace(/^\s*[a-z][a-z0-9+.-]*:/i, (s) => s.toLowerCase());
      }
    });
  const embeds = keepAllowedEmbeds(hosts, removed);
  const links = followPrefixedIds(SCHEMA.clobberPrefix ?? '');
  return (tree: Root) => {
    fields(tree);
    schemes(tree);
    const clean = sanitize(tree);
    embeds(clean);
    links(clean);
    return clean;
  };
};
