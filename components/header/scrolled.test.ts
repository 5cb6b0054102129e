import { HEADER_SCROLLED_SCRIPT } from './scrolled';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

const scrolled = () => document.documentElement.hasAttribute('data-scrolled');

describe('HEADER_SCROLLED_SCRIPT', () => {
  afterEach(() => delete document.documentElement.dataset.scrolled);

  it('marks the page scrolled once it scrolls at all, and clears it at the top', () => {
    scrollTo(0);
    new Function(HEADER_SCROLLED_SCRIPT)();
    expect(scrolled()).toBe(false);
    scrollTo(1);
    expect(scrolled()).toBe(true);
    scrollTo(0);
    expect(scrolled()).toBe(false);
  });

  it('starts scrolled when the page loads already scrolled', () => {
    scrollTo(400);
    new Function(HEADER_SCROLLED_SCRIPT)();
    expect(scrolled()).toBe(true);
  });
});
