import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_PAINT_FALLBACK_MS } from '../../lib/deferred-hydration';
import {
  applyDeferredHydration,
  deferredHydrationIn,
  leftovers,
  LOADER_ID,
  loaderSources,
  scriptSources,
} from './deferred-hydration';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/turbopack-1a2b.js" async=""></script>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/runtime.js?dpl=7&amp;v=2" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="https://stats.example/script.js" defer=""></script></head>' +
  '<body><img fetchPriority="high" src="/images/avatar.webp"/>' +
  '<script id="_R_">(globalThis.TURBOPACK||=[]).push({})</script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

const CHUNKS = [
  '/_next/static/chunks/turbopack-1a2b.js',
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/runtime.js?dpl=7&v=2',
  '/_next/static/chunks/page.js',
];

describe("applyDeferredHydration (a page's markup)", () => {
  const rewritten = applyDeferredHydration(PAGE);

  it("replaces the chunks' script tags and preloads with one loader listing them all", () => {
    expect(rewritten).not.toContain('<script src="/_next/static/chunks/react.js"');
    expect(rewritten).not.toContain('<script src="/_next/static/chunks/page.js"');
    expect(rewritten).not.toContain('rel="preload" as="script"');
    expect(rewritten.match(new RegExp(`id="${LOADER_ID}"`, 'g'))).toHaveLength(1);
    expect(loaderSources(rewritten)).toEqual(CHUNKS);
  });

  it('puts the loader where the first chunk was, in the head', () => {
    const loader = rewritten.indexOf(`<script id="${LOADER_ID}"`);
    expect(loader).toBeGreaterThan(rewritten.indexOf('site.css'));
    expect(loader).toBeLessThan(rewritten.indexOf('</head>'));
  });

  it('keeps everything else: stylesheets, the legacy polyfills, outside scripts, inline data', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://stats.example/script.js" defer=""></script>',
      '<script id="_R_">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<img fetchPriority="high" src="/images/avatar.webp"/>',
    ]) {
      expect(rewritten).toContain(kept);
    }
  });

  it('leaves a rewritten page, or one without chunks, as it is', () => {
    expect(applyDeferredHydration(rewritten)).toBe(rewritten);
    const plain = '<html><body><p>Offline</p></body></html>';
    expect(applyDeferredHydration(plain)).toBe(plain);
  });

  it('still reports every script the page loads', () => {
    expect(scriptSources(rewritten)).toEqual([...CHUNKS, 'https://stats.example/script.js']);
  });

  it('finds nothing left that fetches the chunks early, and the runtime among what the loader requests', () => {
    expect(leftovers(rewritten)).toEqual([]);
    expect(leftovers(PAGE)).toEqual([
      ...CHUNKS.map((src) => `<script src="${src.replace('&', '&amp;')}" async="">`),
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
    ]);
    const withoutRuntime = applyDeferredHydration(PAGE.replace(/turbopack-1a2b/, 'bundler-1a2b'));
    expect(leftovers(withoutRuntime)).toEqual([
      'a loader without the runtime chunk (turbopack-*.js)',
    ]);
  });
});

function pagesFolder(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-hydration-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  fs.writeFileSync(path.join(dir, 'index.rsc'), '0:["$"]');
  return dir;
}

const FIX =
  "Next's markup changed. Update build/rewrites/deferred-hydration.ts, or build with " +
  "DEFERRED_HYDRATION=off to leave Next's pages and scripts as built.";
const EXPECTED = 'expected Next\'s chunk tags, <script src="/_next/static/…" async="">';

describe('deferredHydrationIn (every page of a build)', () => {
  it('rewrites every prerendered page once, and leaves other files alone', () => {
    const dir = pagesFolder({ 'index.html': PAGE, 'portfolio/kestrel.html': PAGE });
    expect(deferredHydrationIn(dir)).toEqual({ pages: 2, deferred: 2 });
    const rewritten = applyDeferredHydration(PAGE);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(rewritten);
    expect(fs.readFileSync(path.join(dir, 'index.rsc'), 'utf8')).toBe('0:["$"]');
    expect(deferredHydrationIn(dir)).toEqual({ pages: 2, deferred: 2 });
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(rewritten);
  });

  it('accepts a page that does not hydrate and has no chunk scripts', () => {
    const offline = '<html><body><p>Offline</p></body></html>';
    const dir = pagesFolder({ 'index.html': PAGE, 'offline.html': offline });
    expect(deferredHydrationIn(dir)).toEqual({ pages: 2, deferred: 1 });
    expect(fs.readFileSync(path.join(dir, 'offline.html'), 'utf8')).toBe(offline);
  });

  it("stops the build, naming the page and what it expected, when a page that hydrates has none of Next's chunk tags", () => {
    const deferAttribute = PAGE.replace(/ async=""/g, ' defer=""');
    const dir = pagesFolder({ 'index.html': PAGE, 'about.html': deferAttribute });
    expect(() => deferredHydrationIn(dir)).toThrow(
      'build/rewrites/deferred-hydration.ts: 1 of 2 prerendered pages would load their scripts before the first paint: ' +
        `about.html (${EXPECTED}, found <script src="/_next/static/chunks/turbopack-1a2b.js" defer="">); ${FIX}`,
    );
    const many = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((page) => [`${page}.html`, deferAttribute]),
    );
    expect(() => deferredHydrationIn(pagesFolder({ 'index.html': PAGE, ...many }))).toThrow(
      `5 of 6 prerendered pages would load their scripts before the first paint: a.html, b.html, c.html and 2 more (${EXPECTED}, found`,
    );
    const inline = PAGE.replace(/<script src="\/_next[^>]*async=""><\/script>/g, '');
    expect(() =>
      deferredHydrationIn(pagesFolder({ 'index.html': PAGE, 'cv.html': inline })),
    ).toThrow(`cv.html (${EXPECTED}, found none)`);
  });

  it("stops the build when no page at all has Next's chunk tags", () => {
    const noScripts = pagesFolder({ 'index.html': '<html><body>Hello</body></html>' });
    expect(() => deferredHydrationIn(noScripts)).toThrow(
      'build/rewrites/deferred-hydration.ts: none of 1 prerendered pages had Next\'s chunk tags, <script src="/_next/static/…" async="">; ' +
        FIX,
    );
  });

  it('stops the build when a page still fetches chunks early after the rewrite', () => {
    const reordered = PAGE.replace(
      '<script src="/_next/static/chunks/page.js" async=""></script>',
      '<script async="" src="/_next/static/chunks/page.js"></script>',
    );
    const dir = pagesFolder({ 'index.html': PAGE, 'project.html': reordered });
    expect(() => deferredHydrationIn(dir)).toThrow(
      'build/rewrites/deferred-hydration.ts: 1 of 2 prerendered pages would load their scripts before the first paint: ' +
        `project.html (<script async="" src="/_next/static/chunks/page.js"> left); ${FIX}`,
    );
    const preload = PAGE.replace('fetchPriority="low" ', '');
    expect(() => deferredHydrationIn(pagesFolder({ 'index.html': preload }))).toThrow(
      'index.html (<link rel="preload" as="script" href="/_next/static/chunks/page.js"/> left)',
    );
  });

  it('stops the build when there are no prerendered pages where Next writes them', () => {
    const dir = path.join(pagesFolder({}), 'missing');
    expect(() => deferredHydrationIn(dir)).toThrow(
      `build/rewrites/deferred-hydration.ts: no prerendered pages (*.html) in ${dir}; ` +
        FIX.replace('markup', 'output'),
    );
  });
});

/** The order the loader requests them in: the bundler's runtime last. */
const REQUESTED = [...CHUNKS.slice(1), CHUNKS[0]];

describe('the loader in the browser', () => {
  function load(body: string) {
    document.head.innerHTML = '';
    document.body.innerHTML = body;
    const html = applyDeferredHydration(PAGE);
    const tag = new RegExp(`<script id="${LOADER_ID}" data-chunks="([^"]*)">([^<]*)</script>`).exec(
      html,
    )!;
    const script = document.createElement('script');
    script.dataset.chunks = tag[1]!.replace(/&amp;/g, '&');
    Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
    try {
      new Function(tag[2]!)();
    } finally {
      Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
    }
  }
  const requested = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  /** What has been requested once the loader's one-script-a-task queue has run. */
  const requestedSoon = () => {
    jest.advanceTimersByTime(50);
    return requested();
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('requests the scripts once the priority picture has arrived and a frame is drawn', () => {
    load('<img fetchpriority="high" src="/a.webp"><img fetchpriority="high" src="/b.webp">');
    const [first, second] = document.querySelectorAll('img');
    jest.advanceTimersByTime(500);
    expect(requested()).toEqual([]);
    first!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(500);
    expect(requested()).toEqual([]);
    second!.dispatchEvent(new Event('error')); // a broken picture does not hold the page back
    expect(requestedSoon()).toEqual(REQUESTED);
    for (const script of document.head.querySelectorAll('script')) expect(script.async).toBe(true);
  });

  it('requests them after the first frame when the page has no priority picture', () => {
    load('<h1>Ines Moreau</h1>');
    expect(requested()).toEqual([]);
    expect(requestedSoon()).toEqual(REQUESTED);
  });

  it('requests them at once when the visitor touches, clicks or types first', () => {
    load('<img fetchpriority="high" src="/a.webp"><button>Menu</button>');
    document.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(requested()).toEqual(REQUESTED.slice(0, 1));
    expect(requestedSoon()).toEqual(REQUESTED);
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    expect(requested()).toEqual(REQUESTED); // once only
  });

  it('requests one script a task, the bundler runtime last, so it finds every chunk in the page', () => {
    load('<p>No pictures</p>');
    jest.advanceTimersByTime(16); // the first frame
    const seen: number[] = [];
    for (let tick = 0; tick < 20 && requested().length < REQUESTED.length; tick++) {
      seen.push(requested().length);
      jest.advanceTimersByTime(1);
    }
    expect(seen.length).toBeGreaterThanOrEqual(REQUESTED.length - 1);
    expect(seen.every((count, index) => index === 0 || count - seen[index - 1]! <= 1)).toBe(true);
    expect(requested()).toEqual(REQUESTED);
  });

  it('requests them at once when the visitor scrolls first', () => {
    load('<img fetchpriority="high" src="/a.webp">');
    window.dispatchEvent(new Event('scroll'));
    expect(requested()).toEqual(REQUESTED.slice(0, 1));
    expect(requestedSoon()).toEqual(REQUESTED);
  });

  it('requests them at once on a click that came without a touch or a key', () => {
    load('<img fetchpriority="high" src="/a.webp"><button>Menu</button>');
    document.querySelector('button')!.click();
    expect(requestedSoon()).toEqual(REQUESTED);
  });

  it('waits for the browser to report the first contentful paint as shown, where it reports paints', () => {
    const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
    class FakePerformanceObserver {
      static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly entry: { report: (names: string[]) => void; disconnected: boolean };
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        this.entry = {
          disconnected: false,
          report: (names) =>
            callback({ getEntriesByName: (name) => names.filter((given) => given === name) }),
        };
        observers.push(this.entry);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    Object.assign(window, { PerformanceObserver: FakePerformanceObserver });
    try {
      load('<img fetchpriority="high" src="/a.webp">');
      document.querySelector('img')!.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000); // drawn, but not yet shown
      expect(requested()).toEqual([]);
      observers[0]!.report(['first-paint']);
      jest.advanceTimersByTime(1000);
      expect(requested()).toEqual([]);
      observers[0]!.report(['first-contentful-paint']);
      expect(observers[0]!.disconnected).toBe(true);
      expect(requestedSoon()).toEqual(REQUESTED);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('requests them after the fallback delay when the picture never arrives', () => {
    load('<img fetchpriority="high" src="/slow.webp">');
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requestedSoon()).toEqual(REQUESTED);
  });
});
