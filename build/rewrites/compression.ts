import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

// Brotli where the browser takes it, else gzip: smaller pages than Next's gzip-only compression for
// the same time at this quality (docs/performance.md). Next's own is off (next.config.ts); this
// runs under the other rewrites, so they read and write plain bytes.
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
});

const noop = () => {};

/** Compresses `response` as its request accepts; a client that leaves mid-answer frees its stream. */
export function compressAnswer(request: IncomingMessage, response: ServerResponse) {
  compress(
    request as Parameters<typeof compress>[0],
    response as Parameters<typeof compress>[1],
    noop,
  );
  response.once('close', () => {
    if (response.writableFinished) return;
    // The middleware hands out its zlib stream to 'drain' listeners; it never ends it on an abort.
    const stream = response.on('drain', noop);
    if (stream === response) response.off('drain', noop);
    else (stream as unknown as zlib.Gzip).destroy();
  });
}
