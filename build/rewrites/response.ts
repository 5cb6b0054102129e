import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type Replacement = {
  /** Whether to take this answer, once Next has set its status and headers. */
  holds: (response: ServerResponse) => boolean;
  /** What is sent instead of the body Next wrote; it may change the headers too. */
  body: (held: Buffer, response: ServerResponse) => Buffer;
  /** Past this many bytes, the answer is sent on as Next wrote it. */
  maxBytes?: number;
};

/** An answer as a client reads it, its body decoded. */
export type Answer = { status: number; contentType: string; body: Buffer };

export const isHtml = (response: ServerResponse) =>
  /^text\/html/.test(String(response.getHeader('content-type') ?? ''));

type Callback = (error?: Error | null) => void;
type Method = (...args: unknown[]) => unknown;
const callbackIn = (args: unknown[]) => args.find((arg) => typeof arg === 'function') as Callback;

// Holds the answer Next writes and sends `replacement.body` of it in one piece. Node's own write()
// calls writeHead() while the headers are unsent, so writeHead only records.
export function replaceBody(
  request: IncomingMessage,
  response: ServerResponse,
  replacement: Replacement,
) {
  const inner = {
    writeHead: response.writeHead as Method,
    write: response.write as Method,
    end: response.end as Method,
    flushHeaders: response.flushHeaders,
  };
  const held: Buffer[] = [];
  let size = 0;
  let state: 'open' | 'holding' | 'passing' = 'open';
  // Passing on keeps these methods in place: Next's compression wraps them after they are set, and
  // putting the originals back would drop its wrappers and send plain bytes marked gzip.
  const pass = () => {
    state = 'passing';
    if (!response.headersSent) inner.writeHead.call(response, response.statusCode);
  };
  const decide = () => {
    if (state === 'open') {
      if (replacement.holds(response)) state = 'holding';
      else pass();
    }
  };

  response.writeHead = function (status: number, ...rest: unknown[]) {
    if (state === 'passing') return inner.writeHead.call(response, status, ...rest);
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value !== undefined) response.setHeader(name, value);
    }
    response.statusCode = status;
    return response;
  } as ServerResponse['writeHead'];
  response.flushHeaders = () => {
    if (state === 'passing') inner.flushHeaders.call(response);
  };
  response.write = function (chunk: unknown, ...rest: unknown[]) {
    decide();
    if (state === 'passing') return inner.write.call(response, chunk, ...rest) as boolean;
    const encoding = rest.find((arg) => typeof arg === 'string') as BufferEncoding | undefined;
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    held.push(bytes);
    size += bytes.length;
    const done = callbackIn(rest);
    if (done) process.nextTick(done);
    if (size > (replacement.maxBytes ?? Infinity)) {
      pass();
      return inner.write.call(response, Buffer.concat(held.splice(0))) as boolean;
    }
    return true;
  } as ServerResponse['write'];
  response.end = function (...args: unknown[]) {
    const done = callbackIn(args);
    const [chunk, encoding] = args.filter((arg) => arg !== done);
    if (chunk != null) response.write(chunk, encoding as BufferEncoding);
    else decide();
    if (state === 'passing') return inner.end.call(response, done);
    Object.assign(response, inner);
    state = 'passing';
    const body = replacement.body(Buffer.concat(held), response);
    response.setHeader('Content-Length', body.length);
    response.removeHeader('Transfer-Encoding');
    inner.writeHead.call(response, response.statusCode);
    return inner.end.call(response, request.method === 'HEAD' ? undefined : body, done);
  } as ServerResponse['end'];
}
