import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { loadContent } from './lib/content/load';
import { formatReport } from './lib/content/problems';
import { remoteImagePatterns } from './lib/content/remote-images';

/**
 * The owner's content is validated before anything is compiled, so a bad config/*.json fails
 * `next build` in a second with every problem listed, instead of deep inside prerendering.
 */
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL && !process.env.SITE_URL_WARNED) {
    process.env.SITE_URL_WARNED = '1'; // build workers inherit it, so the warning shows once
    console.warn(
      '\n⚠ SITE_URL is not set: share links (LinkedIn, X, Slack previews), canonical URLs and the\n' +
        '  sitemap will point at http://localhost:3000. Set SITE_URL=https://your-domain when building\n' +
        '  for production.\n',
    );
  }

  const result = loadContent();
  if (!result.ok) {
    if (phase === PHASE_PRODUCTION_BUILD) {
      console.error(`\n${formatReport(result.problems)}\n`);
      throw new Error('Invalid content in config/: see the list above.');
    }
  }
  return {
    distDir: process.env.NEXT_DIST_DIR || '.next',
    poweredByHeader: false,
    reactStrictMode: true,
    transpilePackages: ['swiper'],
    // Lets every Sass module `@use 'design'` without relative paths.
    sassOptions: { loadPaths: [path.join(process.cwd(), 'app/styles')] },
    images: {
      remotePatterns: result.ok ? remoteImagePatterns(result.content) : [],
    },
  };
}
