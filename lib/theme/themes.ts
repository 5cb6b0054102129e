export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The values of app/styles/_design.scss (app/styles/palette.test.ts compares). The inks are the
 * dark bands every page opens with, dark in both themes, so the accent on them is the dark one. */
export const BACKGROUNDS = {
  light: { paper: '#f7f6f3', surface: '#ffffff', 'ink-950': '#0c0e13', 'ink-900': '#141720' },
  dark: { paper: '#121419', surface: '#1a1d25', 'ink-950': '#08090c', 'ink-900': '#101217' },
} as const;

/** The browser's colour around the page (theme-color): the header's, per theme. */
export const THEME_COLOR = {
  light: BACKGROUNDS.light['ink-950'],
  dark: BACKGROUNDS.dark['ink-950'],
} as const;
