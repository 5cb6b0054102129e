// The production server, copied into <distDir>/standalone by `npm run build`. On SIGTERM or
// SIGINT it lets the requests in progress finish, closes the database and exits 0.
import fs from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
for (const name of ['DATA_DIR', 'CONFIG_DIR', 'PRIVATE_DIR', 'SITE_DIR']) {
  if (process.env[name]?.trim()) process.env[name] = path.resolve(process.env[name].trim());
}
process.env.DATA_DIR ||= path.resolve(defaults.DATA_DIR);
// The private case studies the build set aside, beside the release (`npm run build` writes both).
process.env.PRIVATE_DIR ||= path.resolve(dir, '..', 'private');

const distDir = fs
  .readdirSync(dir)
  .find((name) => fs.existsSync(path.join(dir, name, 'required-server-files.json')));
if (!distDir) fail(`${dir} holds no build: run \`npm run build\` first.`);
const { config } = JSON.parse(
  fs.readFileSync(path.join(dir, distDir, 'required-server-files.json'), 'utf8'),
);
const buildId = fs.readFileSync(path.join(dir, distDir, 'BUILD_ID'), 'utf8').trim();

// What every instance sharing one database must have in common, compared at start by
// instrumentation.ts: the key is known by its fingerprint only.
const actionManifest = path.join(dir, distDir, 'server', 'server-reference-manifest.json');
const actionKey =
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim() ||
  (fs.existsSync(actionManifest)
    ? JSON.parse(fs.readFileSync(actionManifest, 'utf8')).encryptionKey
    : '');
process.env.PORTFOLIO_INSTANCE = JSON.stringify({
  buildId,
  deploymentId: config.deploymentId ?? '',
  actionKey: actionKey ? createHash('sha256').update(actionKey).digest('hex').slice(0, 16) : '',
});

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

// build/rewrites: Next's answers, changed where no Next option does it.
const rewritesModule = path.join(dir, 'rewrites.mjs');
if (!fs.existsSync(rewritesModule))
  fail(`${rewritesModule} is missing: run \`npm run build\` again.`);
const { serverRewrites } = await import(pathToFileURL(rewritesModule).href);
let rewrites;
try {
  rewrites = serverRewrites(dir);
} catch (error) {
  fail(error.message);
}

// A slow sender cannot hold connections open when the server is reached directly.
const TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

// lib/http/sender.ts reads the TCP peer under this name, which no client can know.
const PEER_HEADER = `x-portfolio-peer-${randomBytes(16).toString('hex')}`;
globalThis[Symbol.for('portfolio.peerHeader')] = PEER_HEADER;

let stopping = false;
const listener = (request, response) => {
  if (stopping) response.setHeader('Connection', 'close');
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
  rewrites.apply(request, response);
  void handle(request, response);
};
// Next's answers as a visitor would get them, before any visitor can ask.
const wrong = await rewrites
  .check(listener)
  .catch((error) => [
    `build/start.mjs: the start check could not ask Next for its pages: ${error.message}`,
  ]);
if (wrong.length) fail(wrong.join('\n'));

const server = http.createServer(TIMEOUTS, listener);
server.on('error', (error) => fail(`Cannot listen on ${hostname}:${port}: ${error.message}`));
server.listen(port, hostname, () => {
  // Said, so that a release copied without them is noticed before a client's link shows nothing.
  if (fs.existsSync(path.join(process.env.PRIVATE_DIR, 'projects.json'))) {
    console.log(`Private case studies: ${process.env.PRIVATE_DIR}`);
  }
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
