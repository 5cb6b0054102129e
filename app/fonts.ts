import localFont from 'next/font/local';

// From npm, so builds never reach for a font service. Body text uses the visitor's own interface
// font (--font-body): a second web font would double the bytes before the first paint.
export const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-grotesk',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
