import { THEME_CHOICES, THEME_COLOR, type ThemeChoice } from './themes';

/** The visitor's choice is kept in localStorage, not a cookie, so every page stays prerendered; the
 * script in <head> (`themeScript`) applies it as <html data-theme> before the first paint. */

export const THEME_STORAGE_KEY = 'theme';

/** Fired on window whenever `applyTheme` changes the page, so controls can show the choice. */
export const THEME_CHANGE = 'portfolio:theme-change';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

/** A fixed choice's theme-color meta, first in <head> so it wins over the per-scheme ones React
 * renders, which are never touched: React would put a changed one back while hydrating. */
export const CHOICE_META_ID = 'theme-color-choice';

/** Runs before the first paint, so it is inline, small and standalone: it repeats `applyTheme` in
 * plain ES5 (choice.test.ts runs both against the same cases). */
export function themeScript(fallback: ThemeChoice): string {
  const args = [THEME_STORAGE_KEY, fallback, THEME_COLOR, CHOICE_META_ID].map((value) =>
    JSON.stringify(value),
  );
  return (
    '(function(k,f,c,n){var d=document,t,m;try{t=localStorage.getItem(k)}catch(e){}' +
    'if(t!=="system"&&t!=="light"&&t!=="dark")t=f;' +
    // Set only when it differs from the owner's default the server wrote: a write, even of the
    // same value, makes the browser restyle the whole page.
    'if(d.documentElement.getAttribute("data-theme")!==t)d.documentElement.setAttribute("data-theme",t);' +
    'm=d.getElementById(n);if(t==="system"){if(m)m.parentNode.removeChild(m);return}' +
    'if(!m){m=d.createElement("meta");m.id=n;m.name="theme-color";' +
    'd.head.insertBefore(m,d.head.firstChild)}m.content=c[t]' +
    `})(${args.join(',')})`
  );
}

/** Shows `choice` on the page: the colours (through the partial) and the browser's theme-color. */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.setAttribute('data-theme', choice);
  let meta = document.getElementById(CHOICE_META_ID) as HTMLMetaElement | null;
  if (choice === 'system') {
    meta?.remove();
  } else {
    if (!meta) {
      meta = document.createElement('meta');
      meta.id = CHOICE_META_ID;
      meta.name = 'theme-color';
      document.head.prepend(meta);
    }
    meta.content = THEME_COLOR[choice];
  }
  window.dispatchEvent(new Event(THEME_CHANGE));
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
