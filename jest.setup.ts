import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// The PostgreSQL driver, imported with the stores by some rendered pages, needs them; jsdom lacks them.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

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
