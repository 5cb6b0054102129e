import fs from 'node:fs';
import path from 'node:path';
import type { SiteFrame } from '@/components/contact/form-again';
import { trusted } from '@/lib/endpoints/contact/html';
import { routes } from '@/lib/routes';

const NONE: SiteFrame = {
  htmlClass: '',
  stylesheets: [],
  fonts: [],
  header: trusted(''),
  footer: trusted(''),
};

/** The first `<tag …>…</tag>` of a page, whole. */
const element = (page: string, tag: string) =>
  new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(page)?.[0] ?? '';

/**
 * The frame of a page `next build` prerendered: the html element's classes, the stylesheets and
 * preloaded fonts it links (hashed files under /_next/static/ only), its header and its footer.
 */
export function frameOf(page: string): SiteFrame {
  const links = (pattern: RegExp) => [...page.matchAll(pattern)].map((match) => match[1]!);
  return {
    htmlClass: /<html\b[^>]*?\sclass="([\w -]*)"/.exec(page)?.[1] ?? '',
    stylesheets: links(/<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)"/g),
    fonts: links(/<link rel="preload" href="(\/_next\/static\/media\/[\w./-]+\.woff2)" as="font"/g),
    header: trusted(element(page, 'header')),
    footer: trusted(element(page, 'footer')),
  };
}

const frames = new Map<string, SiteFrame>();

/**
 * The site's frame in `language`, taken from its prerendered thank-you page, which brings the
 * form's stylesheets (components/contact/contact-thanks.tsx): a route handler cannot draw the
 * header or link the build's hashed files itself. Development prerenders nothing: no frame.
 */
export function siteFrame(language: string): SiteFrame {
  let frame = frames.get(language);
  if (frame) return frame;
  frame = NONE;
  if (process.env.NODE_ENV === 'production') {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    const page = path.join(distDir, 'server', 'app', language, `${routes.contactThanks}.html`);
    try {
      frame = frameOf(fs.readFileSync(page, 'utf8'));
    } catch {
      console.error(`[contact] ${page} is missing: the form post's answers are shown unstyled`);
    }
  }
  frames.set(language, frame);
  return frame;
}
