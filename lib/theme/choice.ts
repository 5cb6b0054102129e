import { THEME_CHOICES, THEME_COLOR, type ThemeChoice } from './themes';

/** Kept in localStorage, not a cookie, so pages stay prerendered; `themeScript` applies it. */

export const THEME_STORAGE_KEY = 'theme';

export const THEME_CHANGE = 'portfolio:theme-change';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

/** A fixed choice's theme-color meta, first in <head> so it wins over the per-scheme ones React
 * renders, which are never touched: React would put a changed one back while hydrating. */
export const CHOICE_META_ID = 'theme-color-choice';

/** Inline before the first paint, so it repeats `applyTheme` in ES5; choice.test.ts runs both. */
export function themeScript(fallback: ThemeChoice): string {
  const args = [THEME_STORAGE_KEY, fallback, THEME_COLOR, CHOICE_META_ID].map((value) =>
    JSON.stringify(value),
  );
  return (
    '(function(k,f,c,n){var d=document,t,m;try{t=localStorage.getItem(k)}catch(e){}' +
    'if(t!=="system"&&t!=="light"&&t!=="dark")t=f;' +
    // Set only when it differs: a write, even of the same value, restyles the whole page.
    'if(d.documentElement.getAttribute("data-theme")!==t)d.documentElement.setAttribute("data-theme",t);' +
    'm=d.getElementById(n);if(t==="system"){if(m)m.parentNode.removeChild(m);return}' +
    'if(!m){m=d.createElement("meta");m.id=n;m.name="theme-color";' +
    'd.head.insertBefore(m,d.head.firstChild)}m.content=c[t]' +
    `})(${args.join(',')})`
  );
}

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

export function chooseTheme(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private modes may refuse storage: the choice still holds on this page.
  }
  applyTheme(choice);
}
