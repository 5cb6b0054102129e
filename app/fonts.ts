import localFont from 'next/font/local';

/**
 * The display face, shipped from npm (@fontsource-variable) so builds never reach for a font
 * service, and preloaded. Body text uses the visitor's own interface font (see --font-body):
 * every phone and desktop has a good one, and a second web font would double the bytes that
 * arrive before the first paint.
 */
export const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-grotesk',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
