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

const element = (page: string, tag: string) =>
  new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(page)?.[0] ?? '';

/** Only the build's own hashed files under /_next/static/ are linked. */
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

// A route handler cannot draw the header or know the build's hashed files: they come from the
// prerendered thank-you page (contact-thanks.tsx). Development prerenders nothing.
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
