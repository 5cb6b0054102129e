import '@testing-library/jest-dom';

// react-hot-toast and reduced-motion checks read matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// A test that asserts nothing passes whatever the code does.
beforeEach(() => expect.hasAssertions());
