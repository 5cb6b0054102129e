import { raw } from './definitions';

/** Next.js inlines `process.env.NEXT_PUBLIC_…` into browser code only where it is written out in
 * full, so each is read here by name. */

/** The external API host; "" means this site's own built-in endpoints. */
export const apiBaseUrl = () =>
  raw('NEXT_PUBLIC_API_URL', process.env.NEXT_PUBLIC_API_URL).replace(/\/+$/, '');

export const timeZone = () => raw('NEXT_PUBLIC_TIME_ZONE', process.env.NEXT_PUBLIC_TIME_ZONE);

export const lightGalleryLicenseKey = () =>
  raw('NEXT_PUBLIC_LIGHTGALLERY_LICENSE_KEY', process.env.NEXT_PUBLIC_LIGHTGALLERY_LICENSE_KEY) ||
  '0000-0000-000-0000';
