import { applyTheme, chooseTheme, themeScript, THEME_CHANGE, THEME_STORAGE_KEY } from './choice';
import type { ThemeChoice } from './themes';

const LIGHT_INK = '#0c0e13';
const DARK_INK = '#08090c';

function setUpHead() {
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${LIGHT_INK}">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${DARK_INK}">`;
  localStorage.clear();
}

/** The theme, and every theme-color in order: a browser takes the first whose media matches. */
const shown = () => ({
  theme: document.documentElement.getAttribute('data-theme'),
  colours: [...document.querySelectorAll('meta[name="theme-color"]')].map(
    (meta) => `${meta.getAttribute('content')}${meta.hasAttribute('media') ? ' (per scheme)' : ''}`,
  ),
});

const runScript = (fallback: ThemeChoice) => new Function(themeScript(fallback))();

beforeEach(setUpHead);

describe.each([
  ['the head script', (choice: ThemeChoice) => runScript(choice)],
  ['applyTheme', (choice: ThemeChoice) => applyTheme(choice)],
])('%s', (_name, apply) => {
  const perScheme = [`${LIGHT_INK} (per scheme)`, `${DARK_INK} (per scheme)`];

  it('follows the device for "system": the per-scheme theme-colors, untouched', () => {
    apply('system');
    expect(shown()).toEqual({ theme: 'system', colours: perScheme });
  });

  it.each([
    ['light', LIGHT_INK],
    ['dark', DARK_INK],
  ] as const)('fixes "%s" whatever the device: its theme-color comes first', (choice, ink) => {
    apply(choice);
    expect(shown()).toEqual({ theme: choice, colours: [ink, ...perScheme] });
    // Changing the choice updates that one meta; going back to the device removes it.
    apply(choice === 'light' ? 'dark' : 'light');
    expect(shown().colours).toEqual([choice === 'light' ? DARK_INK : LIGHT_INK, ...perScheme]);
    apply('system');
    expect(shown().colours).toEqual(perScheme);
  });
});

describe('the head script', () => {
  it("applies the visitor's stored choice over the owner's default", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runScript('light');
    expect(shown().theme).toBe('dark');
  });

  it("falls back to the owner's default with nothing, or nonsense, stored", () => {
    runScript('dark');
    expect(shown().theme).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    runScript('light');
    expect(shown().theme).toBe('light');
  });

  it('still applies the default when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runScript('dark');
    expect(shown().theme).toBe('dark');
    getItem.mockRestore();
  });
});

describe('chooseTheme', () => {
  it('keeps the choice for later visits and shows it', () => {
    chooseTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(shown().theme).toBe('light');
    expect(shown().colours[0]).toBe(LIGHT_INK);
  });

  it('shows the choice on the page even when storage refuses it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    chooseTheme('dark');
    expect(shown().theme).toBe('dark');
    setItem.mockRestore();
  });

  it('announces every change, so the switch can show it', () => {
    const heard = jest.fn();
    window.addEventListener(THEME_CHANGE, heard);
    chooseTheme('dark');
    applyTheme('system');
    window.removeEventListener(THEME_CHANGE, heard);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
