/** @jest-environment node */
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOADER_ID } from './deferred-hydration';
import { REWRITES_MANIFEST, serverRewrites } from './server';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head>' +
  '<script src="/_next/static/chunks/turbopack-1a2b.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script></head>' +
  `<body><h1>Search</h1><p>${'Results for your search. '.repeat(60)}</p><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
const OWN_404 = '<!DOCTYPE html><html lang="en"><body><h1>Oops!</h1></body></html>';
// Past the 1 KB under which compressing is not worth it.
const FRENCH_404 = `<!DOCTYPE html><html lang="fr"><body><h1>Oups !</h1><p>${'Cette page n’existe plus. '.repeat(60)}</p></body></html>`;
const FRENCH_FILE = path.join('.next', 'server', 'app', 'missing', 'fr.html');

type Next = {
  pages?: Record<string, string>;
  missing?: number;
  encoding?: string;
};

/** Answers as Next does with its compression off: known pages 200, anything else its own 404, in
 * two chunks; `encoding` makes it compress, as it would with its compression on. */
function fakeNext({
  pages = { '/search': PAGE, '/fr/search': PAGE },
  missing = 404,
  encoding,
}: Next) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const page = pages[(request.url ?? '/').split('?')[0]!];
    let body = Buffer.from(page ?? OWN_404);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('ETag', '"own"');
    if (encoding && /gzip/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = encoding === 'gzip' ? zlib.gzipSync(body) : body;
      response.setHeader('Content-Encoding', encoding);
    }
    response.writeHead(page ? 200 : missing);
    response.write(body.subarray(0, 10));
    response.end(body.subarray(10));
  };
}

function release(manifest: object, files: Record<string, string> = { [FRENCH_FILE]: FRENCH_404 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewrites-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.writeFileSync(path.join(dir, REWRITES_MANIFEST), JSON.stringify(manifest));
  return dir;
}

const MANIFEST = { deferredHydration: true, notFound: { fr: FRENCH_FILE } };

function serve(next: Next = {}, manifest: object = MANIFEST) {
  const rewrites = serverRewrites(release(manifest));
  const handle = fakeNext(next);
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    rewrites.apply(request, response);
    handle(request, response);
  };
  return { rewrites, listener };
}

async function get(listener: http.RequestListener, address: string, headers = {}) {
  const server = http.createServer(listener).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${address}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } finally {
    server.close();
  }
}

const CHANGED_404 = "Next's 404 answer changed. Update build/rewrites/not-found.ts.";
const CHANGED_MARKUP =
  "Next's markup changed. Update build/rewrites/deferred-hydration.ts, or build with " +
  "DEFERRED_HYDRATION=off to leave Next's pages and scripts as built.";

describe('the rewrites build/start.mjs applies', () => {
  it("answer an unknown address of another language with its 404 and defer the search page's hydration, compressed as the browser asks", async () => {
    const { listener } = serve();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const missing = await get(listener, '/fr/no-such-page', { 'accept-encoding': encoding });
      expect([
        missing.status,
        missing.text,
        missing.headers.get('etag'),
        missing.headers.get('content-encoding'),
      ]).toEqual([404, FRENCH_404, null, encoding === 'identity' ? null : encoding]);
    }
    expect((await get(listener, '/missing/fr')).text).toBe(FRENCH_404);
    expect((await get(listener, '/no-such-page')).text).toBe(OWN_404);
    const search = await get(listener, '/fr/search?q=design', { 'accept-encoding': 'gzip, br' });
    expect(search.headers.get('content-encoding')).toBe('br');
    expect(search.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(search.text).toContain(`<script id="${LOADER_ID}"`);
    expect(search.text).not.toContain('<script src="/_next/static/chunks/page.js"');
  });

  it('find nothing wrong when Next answers as they expect', async () => {
    const { rewrites, listener } = serve();
    expect(await rewrites.check(listener)).toEqual([]);
  });

  it("report, naming the file to update, when the search page's scripts no longer match", async () => {
    const changed = PAGE.replace(/ async=""/g, ' defer=""');
    const { rewrites, listener } = serve({ pages: { '/search': changed, '/fr/search': PAGE } });
    const message =
      'build/rewrites/deferred-hydration.ts: /search, rendered on request, would load its scripts before the first paint ' +
      '(expected Next\'s chunk tags, <script src="/_next/static/…" async="">, found <script src="/_next/static/chunks/turbopack-1a2b.js" defer="">); ' +
      CHANGED_MARKUP;
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await rewrites.check(listener)).toEqual([message]);
      // Serving, it says so once in the log.
      await get(listener, '/search?q=again');
      expect(error.mock.calls).toEqual([[message]]);
    } finally {
      error.mockRestore();
    }
  });

  it('report when a page rendered on request is no longer an HTML page', async () => {
    const { rewrites, listener } = serve({ pages: { '/fr/search': PAGE } });
    expect(await rewrites.check(listener)).toEqual([
      'build/rewrites/rendered-on-request.ts: /search, rendered on request, answered 404 text/html; charset=utf-8, not the page; ' +
        "Next's routing changed. Update build/rewrites/rendered-on-request.ts, or build with " +
        "DEFERRED_HYDRATION=off to leave Next's pages and scripts as built.",
    ]);
  });

  it('report when Next answers an unknown address with another status or an encoding they have no copy in', async () => {
    const soft = serve({ missing: 200 });
    const wrong = await soft.rewrites.check(soft.listener);
    expect(wrong[0]).toMatch(
      /^build\/rewrites\/not-found\.ts: an unknown address in "fr", \/fr\/start-check-[0-9a-f]+, was answered 200, not 404 and answered with another page than \.next\/server\/app\/missing\/fr\.html \(a page in "en"\); /,
    );
    expect(wrong[0]).toContain(CHANGED_404);
    expect(wrong).toHaveLength(2); // the address, and /missing/fr

    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const zstd = serve({ encoding: 'zstd' });
      expect(await zstd.rewrites.check(zstd.listener)).toContainEqual(
        `build/rewrites/not-found.ts: an unknown address in "fr", /missing/fr, was answered with another page than ${FRENCH_FILE} (a page in "en"); ${CHANGED_404}`,
      );
      expect(error).toHaveBeenCalledWith(
        'build/rewrites/not-found.ts: Next sent a 404 in the "zstd" encoding, not plain; ' +
          "Next's compression is on. Update build/rewrites/not-found.ts.",
      );
    } finally {
      error.mockRestore();
    }
  });

  it('leave the search page alone, and check only the 404s, with deferred hydration off', async () => {
    const changed = PAGE.replace(/ async=""/g, ' defer=""');
    const { rewrites, listener } = serve(
      { pages: { '/search': changed } },
      { ...MANIFEST, deferredHydration: false },
    );
    expect((await get(listener, '/search')).text).toBe(changed);
    expect(await rewrites.check(listener)).toEqual([]);
  });

  it('refuse to start without their list, or with a 404 copy missing or in another language', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'rewrites-'));
    expect(() => serverRewrites(empty)).toThrow(
      `${path.join(empty, REWRITES_MANIFEST)} is missing: run \`npm run build\` again.`,
    );
    expect(() => serverRewrites(release(MANIFEST, {}))).toThrow(
      `build/rewrites/not-found.ts: the 404 page in "fr" is not at ${FRENCH_FILE}, where app/missing/[lang] was prerendered; ` +
        "Next's output changed. Update build/rewrites/not-found.ts.",
    );
    expect(() => serverRewrites(release(MANIFEST, { [FRENCH_FILE]: OWN_404 }))).toThrow(
      `build/rewrites/not-found.ts: ${FRENCH_FILE} is not the 404 page in "fr": its <html lang> is "en"; ` +
        "Next's markup changed. Update build/rewrites/not-found.ts.",
    );
  });
});
