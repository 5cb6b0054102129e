import { raw } from './definitions';

/** Next.js writes `process.env.NEXT_PUBLIC_…`, NODE_ENV and next.config.ts's `env` into the code
 * at build only where each is written out in full, so each is read here by name. */

/** The external API host; "" means this site's own built-in endpoints. */
export const apiBaseUrl = () =>
  raw('NEXT_PUBLIC_API_URL', process.env.NEXT_PUBLIC_API_URL).replace(/\/+$/, '');

export const timeZone = () => raw('NEXT_PUBLIC_TIME_ZONE', process.env.NEXT_PUBLIC_TIME_ZONE);

export const lightGalleryLicenseKey = () =>
  raw('NEXT_PUBLIC_LIGHTGALLERY_LICENSE_KEY', process.env.NEXT_PUBLIC_LIGHTGALLERY_LICENSE_KEY) ||
  '0000-0000-000-0000';

/** `next dev`, as a constant: `if (DEVELOPMENT)` leaves its branch out of a build
 * (next.config.ts's turbopackCrossModuleConstants). Code the tests switch calls development(). */
export const DEVELOPMENT = process.env.NODE_ENV === 'development';

export const development = () => process.env.NODE_ENV === 'development';

/** The build's id (PORTFOLIO_BUILD_ID, made by next.config.ts unless set); none in `next dev`. */
export const buildId = (): string | undefined => process.env.PORTFOLIO_BUILD_ID || undefined;

/** The site's languages, written in by the build for the proxy, which reads no content. */
export const siteLanguages = (): string[] =>
  (process.env.PORTFOLIO_LANGUAGES ?? '').split(',').filter(Boolean);

/** The site's Content-Security-Policy, written in by the build for a shared page's own. */
export const sitePolicy = (): string | undefined => process.env.PORTFOLIO_CSP || undefined;
