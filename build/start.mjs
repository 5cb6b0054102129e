// The production server, copied into <distDir>/standalone by `npm run build`. On SIGTERM or
// SIGINT it lets the requests in progress finish, closes the database and exits 0.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const dir = path.dirname(fileURLToPath(import.meta.url));
const GRACE_MS = 25_000; // under systemd's 30 s and docker's --stop-timeout 30

const fail = (message) => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

// The .env files where the server is started, as `next build` read them; the environment wins.
const require = createRequire(import.meta.url);
require('@next/env').loadEnvConfig(process.cwd(), false, {
  info() {},
  error: console.error,
});

const defaults = JSON.parse(fs.readFileSync(path.join(dir, 'settings-defaults.json'), 'utf8'));
const port = Number(process.env.PORT?.trim() || defaults.PORT);
// This machine only by default: a port open beside the proxy would skip its limits.
const hostname = process.env.HOSTNAME?.trim() || defaults.HOSTNAME;

// Folders are relative to where the server starts; the database never lives in the build.
for (const name of ['DATA_DIR', 'CONFIG_DIR']) {
  if (process.env[name]?.trim()) process.env[name] = path.resolve(process.env[name].trim());
}
process.env.DATA_DIR ||= path.resolve(defaults.DATA_DIR);

const distDir = fs
  .readdirSync(dir)
  .find((name) => fs.existsSync(path.join(dir, name, 'required-server-files.json')));
if (!distDir) fail(`${dir} holds no build: run \`npm run build\` first.`);
const { config } = JSON.parse(
  fs.readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8'),
);
const buildId = fs.readFileSync(path.join(dir, distDir, 'BUILD_ID'), 'utf8').trim();

process.chdir(dir);
process.env.NODE_ENV = 'production';
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const next = require('next');
const app = next({ dev: false, dir, hostname, port, conf: config });
try {
  await app.prepare();
  // Next prepares its page server (running instrumentation.ts) in the background and only logs a
  // failure; no public API awaits it, so a missing method must stop the start, not skip the check.
  const pageServer = typeof app.server?.getServer === 'function' && (await app.server.getServer());
  if (typeof pageServer?.prepare !== 'function') {
    fail(
      `build/start.mjs: Next.js ${require('next/package.json').version} has no ` +
        'app.server.getServer().prepare(), which start.mjs awaits so that instrumentation.ts ' +
        "checks the settings before the server listens; Next's server changed: update build/start.mjs.",
    );
  }
  await pageServer.prepare();
} catch (error) {
  fail(
    String(error?.message ?? error).replace(
      /^An error occurred while loading instrumentation hook: /,
      '',
    ),
  );
}
const handle = app.getRequestHandler();

// A slow sender cannot hold connections open when the server is reached directly.
const TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

// Next answers every unknown address with the own language's prerendered 404; another language's
// gets its own copy (app/missing/[lang], listed by the build), never rendered again.
const MISSING_PREFIX = 'missing';
const NOT_FOUND_CACHE = 'private, no-cache, no-store, max-age=0, must-revalidate';
const notFoundPages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(path.join(dir, 'not-found.json'), 'utf8'))).map(
    ([language, file]) => {
      const html = fs.readFileSync(path.join(dir, file));
      return [
        language,
        {
          identity: html,
          gzip: zlib.gzipSync(html),
          deflate: zlib.deflateSync(html),
          br: zlib.brotliCompressSync(html),
        },
      ];
    },
  ),
);

// The copy is taken in the encoding Next chose; the own language's ETag would not describe it.
function answerMissingInItsLanguage(request, response) {
  const [, first = ''] = (request.url ?? '/').split('?', 1)[0].split('/');
  const missingPage = first === MISSING_PREFIX;
  const copies = missingPage ? undefined : notFoundPages.get(first);
  if (!missingPage && !copies) return;
  const { writeHead, write, end } = response;
  let body;
  // Node's own write() calls writeHead() before each chunk while headers are unsent: it only
  // records the status and headers here, and the page is sent once, at end().
  response.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
    const html = /^text\/html/.test(String(response.getHeader('content-type') ?? ''));
    if (missingPage && status === 200 && html) {
      status = 404;
      response.setHeader('Cache-Control', NOT_FOUND_CACHE);
    } else if (copies && status === 404 && html) {
      body = copies[String(response.getHeader('content-encoding') ?? 'identity')] ?? null;
      response.removeHeader('ETag');
      if (response.hasHeader('Content-Length') && body) {
        response.setHeader('Content-Length', body.length);
      }
    }
    return writeHead.call(response, status);
  };
  response.write = function (chunk, ...rest) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!body) return write.call(response, chunk, ...rest);
    const done = rest.find((arg) => typeof arg === 'function');
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function (chunk, ...rest) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    if (!body) return end.call(response, chunk, ...rest);
    return end.call(response, request.method === 'HEAD' ? undefined : body);
  };
}

// Pages rendered on request (the search page) get the rewrite build/finish.ts gives the
// prerendered ones: their scripts wait for the first paint. Only HTML of a bounded size is held.
const RENDERED_ON_REQUEST = /^\/(?:[A-Za-z0-9-]+\/)?search$/;
const HELD_MAX = 512 * 1024;
const deferModule = path.join(dir, 'defer-hydration.mjs');
const { deferHydration } = fs.existsSync(deferModule)
  ? await import(pathToFileURL(deferModule).href)
  : {};

function deferScripts(request, response) {
  if (!deferHydration || request.method !== 'GET') return;
  if (!RENDERED_ON_REQUEST.test((request.url ?? '/').split('?', 1)[0])) return;
  // In-site navigation asks for the page's data, not its HTML.
  if (request.headers.rsc !== undefined) return;
  // Next then sends it as it is: the rewritten page is compressed here, once.
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  delete request.headers['accept-encoding'];
  const inner = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  const held = [];
  let size = 0;
  let passing = false;
  const release = () => {
    Object.assign(response, inner);
    passing = true;
  };
  // Node's own write() calls writeHead() before each chunk while headers are unsent: it only
  // records the status and headers here, and the page is sent once, at end().
  response.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
    response.statusCode = status;
    return response;
  };
  response.flushHeaders = function () {
    if (passing) inner.flushHeaders.call(response);
  };
  response.write = function (chunk, ...rest) {
    if (passing) return inner.write.call(response, chunk, ...rest);
    const encoding = rest.find((arg) => typeof arg === 'string');
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding);
    held.push(bytes);
    size += bytes.length;
    const done = rest.find((arg) => typeof arg === 'function');
    if (done) process.nextTick(done);
    // Too large to be the search page as it is drawn: sent on as it is.
    if (size > HELD_MAX) {
      release();
      inner.writeHead.call(response, response.statusCode);
      return inner.write.call(response, Buffer.concat(held.splice(0)));
    }
    return true;
  };
  response.end = function (chunk, ...rest) {
    if (passing) return inner.end.call(response, chunk, ...rest);
    const done = [chunk, ...rest].find((arg) => typeof arg === 'function');
    if (chunk && typeof chunk !== 'function')
      response.write(chunk, ...rest.filter((a) => a !== done));
    if (passing) return inner.end.call(response, done);
    release();
    let body = Buffer.concat(held);
    const html = /^text\/html/.test(String(response.getHeader('content-type') ?? ''));
    if (html && response.statusCode === 200) body = Buffer.from(deferHydration(body.toString()));
    if (gzip && body.length > 0) {
      body = zlib.gzipSync(body);
      response.setHeader('Content-Encoding', 'gzip');
    }
    response.setHeader('Content-Length', body.length);
    response.removeHeader('Transfer-Encoding');
    inner.writeHead.call(response, response.statusCode);
    return inner.end.call(response, body, done);
  };
}

// lib/http/sender.ts reads the TCP peer under this name, which no client can know.
const PEER_HEADER = `x-portfolio-peer-${randomBytes(16).toString('hex')}`;
globalThis[Symbol.for('portfolio.peerHeader')] = PEER_HEADER;

let stopping = false;
const server = http.createServer(TIMEOUTS, (request, response) => {
  if (stopping) response.setHeader('Connection', 'close');
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
  answerMissingInItsLanguage(request, response);
  deferScripts(request, response);
  void handle(request, response);
});
server.on('error', (error) => fail(`Cannot listen on ${hostname}:${port}: ${error.message}`));
server.listen(port, hostname, () => {
  console.log(
    `Portfolio (build ${buildId}) listening on http://${hostname}:${port}` +
      (hostname === defaults.HOSTNAME
        ? ' (this machine only: put a reverse proxy in front, or set HOSTNAME=0.0.0.0 to accept other machines)'
        : ''),
  );
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  // /api/health answers 503 from now on, so a load balancer sends new visitors elsewhere.
  globalThis[Symbol.for('portfolio.stopping')] = true;
  console.log(`${signal}: finishing the requests in progress, then stopping.`);
  const sweep = setInterval(() => server.closeIdleConnections(), 250);
  const force = setTimeout(() => {
    console.error(`Requests still open after ${GRACE_MS / 1000} s: closing them.`);
    server.closeAllConnections();
  }, GRACE_MS);
  server.close(async () => {
    clearInterval(sweep);
    clearTimeout(force);
    await app.close().catch((error) => console.error(error));
    await globalThis[Symbol.for('portfolio.close')]?.();
    console.log('Stopped.');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
