// The production server. `npm run build` copies this file into <distDir>/standalone, where it
// serves that build on PORT and HOSTNAME. On SIGTERM or SIGINT it stops accepting connections,
// lets the requests in progress finish, closes the database and exits 0.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dir = path.dirname(fileURLToPath(import.meta.url));
const GRACE_MS = 25_000; // under systemd's 30 s and docker's --stop-timeout 30

const fail = (message) => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

// .env, .env.production, .env.local … where the server is started, as `next build` read them
// there; the environment wins over the files.
createRequire(import.meta.url)('@next/env').loadEnvConfig(process.cwd(), false, {
  info() {},
  error: console.error,
});

// The settings' defaults, from lib/settings/definitions.ts (written here by the build). Every
// setting, PORT included, is checked when Next.js prepares (instrumentation.ts), before listening.
const defaults = JSON.parse(fs.readFileSync(path.join(dir, 'settings-defaults.json'), 'utf8'));
const port = Number(process.env.PORT?.trim() || defaults.PORT);
// This machine only, unless told otherwise: the server is meant to sit behind a reverse proxy
// (deploy/nginx.conf), and a port left open beside it would let anyone skip the proxy's limits.
const hostname = process.env.HOSTNAME?.trim() || defaults.HOSTNAME;
const loopback = /^(127\.|::1$|localhost$)/.test(hostname);

// Folders in settings are relative to where the server is started. The database never lives
// inside the build: the next build replaces it.
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

const next = createRequire(import.meta.url)('next');
const app = next({ dev: false, dir, hostname, port, conf: config });
try {
  await app.prepare();
  // Next.js prepares its page server in the background; waiting for it runs instrumentation.ts,
  // which checks every setting and the database folder.
  // (e2e/server.spec.ts proves it still does after an upgrade of Next.js.)
  await (await app.server.getServer()).prepare();
} catch (error) {
  fail(
    String(error?.message ?? error).replace(
      /^An error occurred while loading instrumentation hook: /,
      '',
    ),
  );
}
const handle = app.getRequestHandler();

// A client gets 10 s to send its headers and 30 s for its whole request (Node's defaults are 60 s
// and 5 min), so a slow sender cannot hold connections open when the server is reached directly;
// the clocks are checked every second, not every 30 s.
const TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

// The 404 page of each language but the site's own, prerendered (app/missing/[lang]) and listed
// by the build: Next.js answers every unknown address with the own language's prerendered 404,
// and an address of another language gets that language's copy instead, never rendered again.
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

/**
 * Answers a 404 of another language with its page, and the 404 pages' own addresses with 404.
 * Next.js may compress the body, so the copy is taken in the encoding it chose; the own
 * language's ETag would not describe it, so it goes.
 */
function answerMissingInItsLanguage(request, response) {
  const [, first = ''] = (request.url ?? '/').split('?', 1)[0].split('/');
  const missingPage = first === MISSING_PREFIX;
  const copies = missingPage ? undefined : notFoundPages.get(first);
  if (!missingPage && !copies) return;
  const { writeHead, write, end } = response;
  let body;
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

let stopping = false;
const server = http.createServer(TIMEOUTS, (request, response) => {
  // Keep-alive connections are closed after their request once the server is stopping.
  if (stopping) response.setHeader('Connection', 'close');
  // The TCP peer, for rate limits (lib/endpoints/identity.ts, PEER_HEADER): whatever a client sent
  // under this name is replaced, so no request can choose who it appears to come from.
  request.headers['x-portfolio-peer'] = request.socket.remoteAddress ?? '';
  answerMissingInItsLanguage(request, response);
  void handle(request, response);
});
server.on('error', (error) => fail(`Cannot listen on ${hostname}:${port}: ${error.message}`));
server.listen(port, hostname, () => {
  console.log(
    `Portfolio (build ${buildId}) listening on http://${hostname}:${port}` +
      (loopback
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
    // The mail sender (its message in flight first) and the database, registered by
    // lib/endpoints/runtime.ts once used.
    await globalThis[Symbol.for('portfolio.close')]?.();
    console.log('Stopped.');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
