import { applyTheme, chooseTheme, storedTheme, themeScript, THEME_STORAGE_KEY } from './choice';
import type { ThemeChoice } from './themes';

const LIGHT_INK = '#0c0e13';
const DARK_INK = '#08090c';

function setUpHead() {
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="">`;
  localStorage.clear();
}

const shown = () => ({
  theme: document.documentElement.getAttribute('data-theme'),
  colours: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
    meta.getAttribute('content'),
  ),
});

/** The head script, run as the browser runs it. */
const runScript = (fallback: ThemeChoice) => new Function(themeScript(fallback))();

beforeEach(setUpHead);

describe.each([
  ['the head script', (choice: ThemeChoice) => runScript(choice)],
  ['applyTheme', (choice: ThemeChoice) => applyTheme(choice)],
])('%s', (_name, apply) => {
  it('follows the device for "system": each theme-color keeps its own scheme', () => {
    apply('system');
    expect(shown()).toEqual({ theme: 'system', colours: [LIGHT_INK, DARK_INK] });
  });

  it.each([
    ['light', LIGHT_INK],
    ['dark', DARK_INK],
  ] as const)('fixes "%s" whatever the device: both theme-colors are its own', (choice, ink) => {
    apply(choice);
    expect(shown()).toEqual({ theme: choice, colours: [ink, ink] });
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
    expect(storedTheme()).toBe('light');
    expect(shown()).toEqual({ theme: 'light', colours: [LIGHT_INK, LIGHT_INK] });
  });

  it('shows the choice on the page even when storage refuses it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    chooseTheme('dark');
    expect(shown().theme).toBe('dark');
    setItem.mockRestore();
  });

  it('reads nothing but a known choice back', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(storedTheme()).toBeUndefined();
  });
});
