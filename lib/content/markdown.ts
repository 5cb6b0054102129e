import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { codeHighlighter, CODE_THEMES, isKnownLanguage } from './code-languages';
import { cleanRawHtml } from './raw-html';

export type Heading = { id: string; text: string; depth: number };

export type RenderedMarkdown = {
  html: string;
  headings: Heading[];
  /** The body as plain text, for its reading time. */
  text: string;
  /** The first paragraph's text: the summary when the owner gives none. */
  lead: string;
  /** The src of each iframe left out, its origin not among the owner's embed hosts. */
  removedEmbeds: string[];
};

export type MarkdownLabels = { footnotes: string; backToText: string };

const element = (node: unknown): node is Element =>
  !!node && (node as { type?: string }).type === 'element';

/** Every heading gets an id from its text (as GitHub makes them) and a "#" link to itself,
 * hidden from screen readers and the tab order, which have the heading already. */
function linkHeadings(headings: Heading[]) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node) => {
      if (node.properties.dataFootnotes !== undefined) return SKIP;
      // The page's title is its one h1: a "#" heading in the body is a section like "##".
      if (node.tagName === 'h1') node.tagName = 'h2';
      const depth = /^h([2-6])$/.exec(node.tagName)?.[1];
      if (!depth) return;
      const text = toString(node).trim();
      const id = String(node.properties.id ?? '') || slugger.slug(text);
      node.properties.id = id;
      headings.push({ id, text, depth: Number(depth) });
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          href: `#${id}`,
          className: ['heading-link'],
          ariaHidden: 'true',
          tabIndex: -1,
        },
        children: [{ type: 'text', value: '#' }],
      });
      return SKIP;
    });
  };
}

/** Colours for both themes in each token's style (--shiki-light, --shiki-dark); the stylesheet
 * picks one, so the visitor's switch recolours code with no script. */
function highlightCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children.find(element);
      if (!code || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes
        .find((name) => name.startsWith('language-'))
        ?.slice(9)
        .toLowerCase();
      const source = toString(code).replace(/\n$/, '');
      const known = lang && isKnownLanguage(lang) ? lang : 'text';
      const highlighted = codeHighlighter(known).codeToHast(source, {
        lang: known,
        themes: CODE_THEMES,
        defaultColor: false,
      });
      const pre = highlighted.children.find(element);
      if (!pre) return;
      if (lang) pre.properties.dataLanguage = lang;
      parent.children[index] = pre as ElementContent;
      return SKIP;
    });
  };
}

/** Pictures below the fold wait until the visitor scrolls near them; a task list's boxes are
 * named by their item, so a screen reader says what is done. */
function finishElements() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _, parent) => {
      if (node.tagName === 'img') {
        node.properties.loading ??= 'lazy';
        node.properties.decoding ??= 'async';
      }
      // A table wider than a phone scrolls: it must take the focus for a keyboard to scroll it.
      if (node.tagName === 'table') node.properties.tabIndex = 0;
      if (node.tagName === 'input' && node.properties.type === 'checkbox' && element(parent)) {
        node.properties.ariaLabel = toString(parent).trim();
      }
    });
  };
}

/** CommonMark, GitHub's extensions and a note's allowed HTML (lib/content/raw-html.ts), rendered at
 * build: the browser gets finished HTML and no script, so no pasted snippet runs as the site. */
export function renderMarkdown(
  source: string,
  labels: MarkdownLabels,
  embedHosts: readonly string[] = [],
): RenderedMarkdown {
  const headings: Heading[] = [];
  const removedEmbeds: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      // Ids are prefixed once, by the cleaning, for the footnotes as for the owner's HTML.
      clobberPrefix: '',
      footnoteLabel: labels.footnotes,
      footnoteBackLabel: (index) => `${labels.backToText} ${index + 1}`,
    })
    .use(rehypeRaw)
    .use(cleanRawHtml, embedHosts, removedEmbeds)
    .use(() => linkHeadings(headings))
    .use(highlightCode)
    .use(finishElements);
  const tree = processor.runSync(processor.parse(source)) as Root;
  const html = unified().use(rehypeStringify).stringify(tree);
  const paragraph = tree.children.find((node) => element(node) && node.tagName === 'p');
  return {
    html,
    headings,
    text: toString(tree),
    lead: paragraph ? toString(paragraph).replace(/\s+/g, ' ').trim() : '',
    removedEmbeds,
  };
}
