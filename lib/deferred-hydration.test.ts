import {
  afterFirstPaint,
  BEFORE_HYDRATION_SCRIPT,
  FIRST_PAINT_FALLBACK_MS,
  HYDRATED_EVENT,
} from './deferred-hydration';

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', {
    value: FakeObserver,
    configurable: true,
  });
  return {
    observers,
    paint: () =>
      [...observers].forEach((callback) =>
        callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
      ),
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('waits for the first contentful paint, then runs once', () => {
    const timing = fakePaintTiming();
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    timing.paint();
    expect(task).toHaveBeenCalledTimes(1);
    expect(timing.observers).toHaveLength(0);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the page has already been painted (a client-side navigation)', () => {
    Object.defineProperty(performance, 'getEntriesByName', {
      value: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
      configurable: true,
    });
    const task = jest.fn();
    try {
      afterFirstPaint(task);
    } finally {
      delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    }
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no paint timing', () => {
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on the way out when the visitor leaves before the first paint', () => {
    fakePaintTiming();
    const task = jest.fn();
    afterFirstPaint(task);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const timing = fakePaintTiming();
    const task = jest.fn();
    const cancel = afterFirstPaint(task);
    cancel();
    timing.paint();
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).not.toHaveBeenCalled();
  });
});

describe('the script that runs before hydration', () => {
  function load(body: string) {
    document.body.innerHTML = body;
    new Function(BEFORE_HYDRATION_SCRIPT)();
  }
  // An earlier test's script stops holding presses.
  beforeEach(() => window.dispatchEvent(new Event(HYDRATED_EVENT)));
  afterEach(() => delete document.documentElement.dataset.renderAll);

  it('holds a button pressed before the page is hydrated, and presses it again once it is', () => {
    load('<button>Menu</button><a href="/about">About</a>');
    const pressed: string[] = [];
    document.querySelector('button')!.addEventListener('click', () => pressed.push('Menu'));
    const link = document.querySelector('a')!;
    link.addEventListener('click', (event) => {
      pressed.push(`link, ${event.defaultPrevented ? 'held' : 'followed'}`);
      event.preventDefault(); // jsdom cannot navigate
    });

    document.querySelector('button')!.click();
    link.click(); // a link works without scripts: it is never held
    expect(pressed).toEqual(['link, followed']);

    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(pressed).toEqual(['link, followed', 'Menu']);
    document.querySelector('button')!.click();
    expect(pressed).toEqual(['link, followed', 'Menu', 'Menu']);
  });

  it('renders every block before the browser follows an in-page link, as lib/scroll.ts does after', () => {
    load(
      '<a href="/about">About</a><a href="#contact">Let’s Talk</a><section id="contact"></section>',
    );
    const [elsewhere, inPage] = document.querySelectorAll('a');
    for (const link of [elsewhere!, inPage!])
      link.addEventListener('click', (event) => event.preventDefault());
    elsewhere!.click();
    expect(document.documentElement.dataset.renderAll).toBeUndefined();
    inPage!.click();
    expect(document.documentElement.dataset.renderAll).toBe('');
  });

  it('renders every block at once when the address names a section', () => {
    window.history.replaceState(null, '', '/#contact');
    try {
      load('<section id="contact"></section>');
      expect(document.documentElement.dataset.renderAll).toBe('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
