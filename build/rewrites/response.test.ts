/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { replaceBody, type Replacement } from './response';

/** Next's way of writing: headers, status, then the body in string chunks and a callback. */
async function answer(replacement: Replacement, method = 'GET', chunks = ['<p>', 'page', '</p>']) {
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    replaceBody(request, response, replacement);
    response.setHeader('Content-Type', 'text/html');
    response.writeHead(200, { 'X-Next': 'yes' });
    for (const chunk of chunks.slice(0, -1)) response.write(chunk, 'utf8', () => {});
    response.end(chunks.at(-1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { method });
    return { headers: response.headers, text: await response.text() };
  } finally {
    server.close();
  }
}

const upper: Replacement = {
  holds: () => true,
  body: (held) => Buffer.from(held.toString().toUpperCase()),
};

test('sends the replacement of the whole body in one piece, with its length and the headers Next set', async () => {
  const { headers, text } = await answer(upper);
  expect(text).toBe('<P>PAGE</P>');
  expect([headers.get('content-length'), headers.get('x-next')]).toEqual(['11', 'yes']);
});

test('passes an answer it does not hold, or one past its size, as Next wrote it', async () => {
  expect((await answer({ ...upper, holds: () => false })).text).toBe('<p>page</p>');
  const large = await answer({ ...upper, maxBytes: 5 });
  expect([large.text, large.headers.get('transfer-encoding')]).toEqual(['<p>page</p>', 'chunked']);
});

test('answers HEAD with the length of the replacement and no body', async () => {
  const { headers, text } = await answer(upper, 'HEAD');
  expect([headers.get('content-length'), text]).toEqual(['11', '']);
});

test('an answer passed on keeps the wrappers Next set after it: a compressed page stays whole', async () => {
  const server = http.createServer(async (request: IncomingMessage, response: ServerResponse) => {
    replaceBody(request, response, { ...upper, holds: () => false });
    // As Next's compression does: its own write and end, over whatever was there before.
    type Pass = (this: ServerResponse, ...args: unknown[]) => unknown;
    const [write, end] = [response.write as Pass, response.end as Pass];
    const gzip = zlib.createGzip();
    gzip.on('data', (bytes: Buffer) => write.call(response, bytes));
    gzip.on('end', () => end.call(response));
    response.write = ((chunk: string) => gzip.write(chunk)) as ServerResponse['write'];
    response.end = ((chunk?: string) => {
      if (chunk) gzip.write(chunk);
      gzip.end();
      return response;
    }) as ServerResponse['end'];
    response.setHeader('Content-Type', 'text/html');
    response.setHeader('Content-Encoding', 'gzip');
    response.writeHead(200);
    // Streamed: each chunk is out before the next is written.
    for (const chunk of ['<p>', 'a streamed ', 'page']) {
      response.write(chunk);
      await new Promise<void>((resolve) => gzip.flush(() => resolve()));
    }
    response.end('</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      signal: AbortSignal.timeout(3000),
    });
    expect(await response.text()).toBe('<p>a streamed page</p>');
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
