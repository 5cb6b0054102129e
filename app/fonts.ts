import localFont from 'next/font/local';

// From npm, so builds never reach for a font service. Body text uses the visitor's own interface
// font (--font-body): a second web font would double the bytes before the first paint.
const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-grotesk',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

// Its other letters (ł, ř, ş; Vietnamese), first in the stack but fetched only for a letter in range.
const groteskLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-grotesk-latin-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

const groteskVietnamese = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-vietnamese-wght-normal.woff2',
  weight: '300 700',
  variable: '--font-grotesk-vietnamese',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0300-0301,U+0303,U+0309,U+0323,U+1EA0-1EF9' }],
});

/** The classes that define the display face's variables, for the root element. */
export const fontVariables = [grotesk, groteskLatinExt, groteskVietnamese]
  .map((font) => font.variable)
  .join(' ');
