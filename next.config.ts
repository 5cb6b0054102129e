import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { PICTURE_MAX_PIXELS, PICTURE_WIDTHS } from './lib/constants';
import { loadContent } from './lib/content/load';
import { splitPrivate } from './lib/content/private';
import { checkPictures } from './lib/content/picture-check';
import { formatPictureWarnings, formatReport, formatWarnings } from './lib/content/problems';
import { findLeftovers, printLeftovers } from './lib/content/sample';
import { linkContentFolders, OWNER_FOLDER } from './lib/site-folder';
import { versionProblem } from './lib/content/versions';
import { untranslatedReport } from './lib/content/translations';
import { languageRoutes } from './lib/i18n/routing';
import { remoteImagePatterns } from './lib/content/remote-images';
import { contentSecurityPolicy } from './lib/headers/csp';
import { headerRules, hirePages } from './lib/headers/rules';
import { SHARE_FACES } from './lib/share/fonts';
import { checkSettings, distDir, isSiteUrlSet } from './lib/settings';

/** `folder` relative to the project, when it lies inside it (nothing is traced from outside). */
function insideProject(folder: string): string[] {
  const relative = path.relative(process.cwd(), folder).split(path.sep).join('/');
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? [relative] : [];
}

// Settings and content are checked before anything compiles, so a bad value fails at once.
export default async function config(phase: string): Promise<NextConfig> {
  const building = phase === PHASE_PRODUCTION_BUILD;
  // public/ and private/ at the root lead to the content's folder: the owner's site/, or the sample.
  linkContentFolders();
  if (building && !isSiteUrlSet() && !process.env.SITE_URL_WARNED) {
    process.env.SITE_URL_WARNED = '1'; // build workers inherit it, so the warning shows once
    console.warn(
      '\n⚠ SITE_URL is not set: share links (LinkedIn, X, Slack previews), canonical URLs and the\n' +
        '  sitemap will point at http://localhost:3000. Set SITE_URL=https://your-domain when building\n' +
        '  for production.\n',
    );
  }

  let settings: ReturnType<typeof checkSettings>;
  let dist: string;
  try {
    settings = checkSettings();
    dist = distDir();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    throw new Error('Invalid settings: see the list above.');
  }

  const outdated = versionProblem(settings.configDir);
  if (outdated && building) {
    console.error(`\n✗ ${outdated}\n`);
    throw new Error('Content for another version of the project: see above.');
  }
  const result = loadContent({ configDir: settings.configDir });
  if (!result.ok && building) {
    console.error(`\n${formatReport(result.problems)}\n`);
    throw new Error('Invalid content in config/: see the list above.');
  }
  // Once, not again in each build worker (which inherits the mark): a picture that would not
  // show stops the build as any other mistake.
  if (building && result.ok && !process.env.PICTURES_CHECKED) {
    const publicDir = path.join(process.cwd(), 'public');
    const contents = [result.content, ...result.translations];
    const pictures = await checkPictures(contents, { configDir: settings.configDir, publicDir });
    if (pictures.problems.length) {
      console.error(`\n${formatReport(pictures.problems)}\n`);
      throw new Error('Invalid content in config/: see the list above.');
    }
    if (pictures.warnings.length) {
      console.warn(`\n⚠ ${formatPictureWarnings(pictures.warnings)}\n`);
    }
    process.env.PICTURES_CHECKED = '1';
  }
  const content = result.ok ? result.content : null;
  if (building && result.ok && !process.env.TRANSLATIONS_REPORTED) {
    process.env.TRANSLATIONS_REPORTED = '1'; // once, not again in each build worker
    if (result.warnings.length) console.warn(`\n⚠ ${formatWarnings(result.warnings)}\n`);
    printLeftovers(findLeftovers(settings.configDir, 'public'), { limit: 10, around: '\n' });
    for (const translation of result.translations) {
      const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(translation.language);
      const untranslated = result.untranslated[translation.language] ?? [];
      console.log(
        `\n${untranslatedReport(translation.language, name ?? translation.language, untranslated)}\n`,
      );
    }
  }
  const routing = languageRoutes(
    content?.language ?? 'en',
    result.ok ? result.translations.map((t) => t.language) : [],
  );
  const https = settings.siteUrl.protocol === 'https:';
  // Every language's content: a translation may embed, load or show something of its own. What
  // only private projects load is allowed on their shared pages alone (lib/private/policy.ts).
  const contents = result.ok ? splitPrivate([result.content, ...result.translations]).visible : [];
  const policy = {
    contents,
    apiUrl: settings.apiUrl,
    extra: settings.cspExtra,
    https,
    development: phase === PHASE_DEVELOPMENT_SERVER,
  };
  const csp = contentSecurityPolicy(policy);
  // Only /hire may frame the booking page, the one page that shows it.
  const hire = {
    pages: hirePages(
      content?.language ?? 'en',
      contents.map((c) => c.language),
    ),
    csp: contentSecurityPolicy({ ...policy, booking: true }),
  };

  // One id for the whole build: next.config runs again in each build worker, which inherits it.
  process.env.PORTFOLIO_BUILD_ID ||= `${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;

  return {
    generateBuildId: async () => process.env.PORTFOLIO_BUILD_ID ?? null,
    // Reported by GET /api/health, so a deploy can be checked from outside.
    env: {
      PORTFOLIO_BUILD_ID: process.env.PORTFOLIO_BUILD_ID,
      // For the proxy (lib/private/open.ts), which reads no content.
      PORTFOLIO_LANGUAGES: contents.map((c) => c.language).join(','),
      // For the proxy too: a shared page's policy is the site's, opened to its private projects.
      PORTFOLIO_CSP: csp,
    },
    distDir: dist,
    output: 'standalone',
    outputFileTracingRoot: process.cwd(), // this folder, even inside one with its own lockfile
    // Never in a build: the database (opened from DATA_DIR), private pictures (private/), and the
    // content as written (build/finish.ts copies it without private projects), the owner's site/
    // and the examples included, and the tests, which tracing's guesses at the content's paths match.
    outputFileTracingExcludes: {
      '*': [
        'data/**',
        '**/*.db',
        '**/*.db-wal',
        '**/*.db-shm',
        'private/**',
        'config/**',
        ...insideProject(settings.configDir).map((folder) => `${folder}/**`),
        `${OWNER_FOLDER}/**`,
        'examples/**',
        'e2e/**',
      ],
    },
    // The share cards' fonts are read as files, which tracing cannot see (lib/share/fonts.ts).
    outputFileTracingIncludes: { '*': SHARE_FACES.map(({ file }) => `./${file}`) },
    // build/start.mjs compresses (build/rewrites/compression.ts), with brotli where the browser
    // takes it; Next's own compression is gzip only.
    compress: false,
    poweredByHeader: false,
    reactStrictMode: true,
    // The test suite's builds of its other content sets: the sample's build type-checked this code.
    typescript: { ignoreBuildErrors: process.env.E2E_TYPECHECKED === '1' },
    transpilePackages: ['swiper'],
    // Code colouring runs only on the server, at build: loaded by Node as it is, not bundled.
    serverExternalPackages: ['shiki', '@shikijs/core', '@shikijs/langs', '@shikijs/themes'],
    // globalNotFound: the root layout sits under [lang], so no root-level not-found exists.
    experimental: {
      // A test build, or the test's `next dev`, is made once: Turbopack's cache would go unread.
      ...(process.env.E2E_TEST_BUILD === '1' && {
        turbopackFileSystemCacheForBuild: false,
        turbopackFileSystemCacheForDev: false,
      }),
      optimizePackageImports: ['swiper'],
      // An imported constant is folded like process.env: `if (DEVELOPMENT)` (lib/settings/public.ts)
      // leaves the content edits' client code out of a build.
      turbopackCrossModuleConstants: true,
      globalNotFound: true,
      // The contact form: 32 KB of JSON fields (CONTACT_MAX_BYTES), tripled by a post's encoding.
      // A client's testimonial carries a photo (lib/testimonials/photo.ts, PHOTO_MAX_BYTES); the
      // contact form still refuses past its own bound before reading anything.
      serverActions: { bodySizeLimit: '2200kb' },
      // Resizing a picture in the server: one at a time, read in one pass and kept in no cache,
      // and none larger than PICTURE_MAX_PIXELS (docs/deploy.md measures the peak).
      imgOptConcurrency: 1,
      imgOptOperationCache: false,
      imgOptSequentialRead: true,
      imgOptMaxInputPixels: PICTURE_MAX_PIXELS,
    },
    sassOptions: { loadPaths: [path.join(process.cwd(), 'app/styles')] },
    images: {
      // AVIF where the browser takes it: a quarter fewer bytes than WebP for the same picture, so
      // a cover or first slide (the largest paint) arrives sooner. Each size is encoded once.
      formats: ['image/avif', 'image/webp'],
      deviceSizes: PICTURE_WIDTHS,
      remotePatterns: remoteImagePatterns(contents),
      // `next dev` keeps no resized copies: a picture replaced in public/ shows at the next load.
      ...(phase === PHASE_DEVELOPMENT_SERVER && { maximumDiskCacheSize: 0 }),
    },
    headers: async () => headerRules(csp, https, [hire]),
    rewrites: async () => ({
      beforeFiles: routing.beforeFiles,
      afterFiles: routing.rewrites,
      fallback: [],
    }),
    redirects: async () => routing.redirects,
  };
}
