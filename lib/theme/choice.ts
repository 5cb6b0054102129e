import { THEME_CHOICES, THEME_COLOR, type ThemeChoice } from './themes';

/**
 * The visitor's theme choice: kept in localStorage, applied as <html data-theme>, which the design
 * partial reads, and as the browser's theme-color. No cookie: every page stays prerendered, and the
 * script in <head> (`themeScript`) applies a stored choice before the first paint.
 */

export const THEME_STORAGE_KEY = 'theme';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

/**
 * The head script. It must run before the first paint, so it is inline, small and standalone: it
 * repeats `applyTheme` below in plain ES5 (choice.test.ts runs both against the same cases).
 */
export function themeScript(fallback: ThemeChoice): string {
  const args = [
    JSON.stringify(THEME_STORAGE_KEY),
    JSON.stringify(fallback),
    JSON.stringify(THEME_COLOR),
  ];
  return (
    '(function(k,f,c){var d=document,t;try{t=localStorage.getItem(k)}catch(e){}' +
    'if(t!=="system"&&t!=="light"&&t!=="dark")t=f;d.documentElement.setAttribute("data-theme",t);' +
    'var m=d.querySelectorAll(\'meta[name="theme-color"]\');for(var i=0;i<m.length;i++)' +
    'm[i].content=c[t==="system"?((m[i].getAttribute("media")||"").indexOf("dark")>-1?"dark":"light"):t]' +
    `})(${args.join(',')})`
  );
}

/** Shows `choice` on the page: the colours (through the partial) and the browser's theme-color. */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.setAttribute('data-theme', choice);
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const dark = (meta.getAttribute('media') ?? '').includes('dark');
    const scheme = choice === 'system' ? (dark ? 'dark' : 'light') : choice;
    meta.content = THEME_COLOR[scheme];
  }
}

/** The stored choice, or undefined when there is none (or storage is blocked). */
export function storedTheme(): ThemeChoice | undefined {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `choice` for later pages and visits, and shows it. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice still holds on this page.
  }
  applyTheme(choice);
}
