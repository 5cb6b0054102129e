import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, createPublicKey, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The tests run deploy/nginx.conf as shipped but for addresses, paths and certificate, each changed
// by a substitution that fails loudly once its text is gone.

const SHIPPED = path.join(__dirname, '..', '..', 'deploy', 'nginx.conf');

function substitute(text: string, from: string | RegExp, to: string) {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found)
    throw new Error(`deploy/nginx.conf no longer holds ${from}: update e2e/support/nginx.ts`);
  return text.replace(from, to);
}

/** Encoded or raw escapes from a location: nginx must refuse them (400) before it picks one. */
export const HOSTILE_PATHS = [
  '/fr/x/..%2f..%2f_next/static/1',
  '/fr/x/%2E%2E/%2e%2e/_next/static/1',
  '/fr/x/..%5C..%5c_next/static/1',
  '/fr/x/..\\..\\_next/static/1',
  '/fr/x/../../_next/static/1',
  '/fr/x/..',
  '/fr/./x',
  '/_next/static/..%2F..%2Ffr/nope',
  '/api/..%2Ffr/nope',
];

export function siteConfig(
  dir: string,
  certificate?: { cert: string; key: string },
  backup?: number,
) {
  let site = fs.readFileSync(SHIPPED, 'utf8');
  // The release swap's bridge: a test's own port, or none (another test may listen on 3001).
  site = substitute(
    site,
    'server 127.0.0.1:3001 backup;',
    backup ? `server 127.0.0.1:${backup} backup;` : '',
  );
  site = substitute(site, '/var/cache/nginx-portfolio', path.join(dir, 'cache'));
  site = substitute(site, /\/var\/log\/nginx\/error\.log/g, path.join(dir, 'error.log'));
  if (!certificate) return site;
  // Every server block, www's redirect too, names the certificate.
  site = substitute(
    site,
    /\/etc\/letsencrypt\/live\/example\.com\/fullchain\.pem/g,
    certificate.cert,
  );
  return substitute(site, /\/etc\/letsencrypt\/live\/example\.com\/privkey\.pem/g, certificate.key);
}

/** Plain HTTP on loopback: the HTTPS servers at `port` (the site's first, so the default), the
 * redirecting one at `port + 1`. */
export function loopbackSiteConfig(
  dir: string,
  port: number,
  upstream: number | number[],
  backup?: number,
) {
  let site = siteConfig(dir, undefined, backup);
  const servers = [upstream]
    .flat()
    .map((at) => `server 127.0.0.1:${at} max_fails=1 fail_timeout=5s;`);
  site = substitute(
    site,
    'server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;',
    servers.join('\n    '),
  );
  site = substitute(site, /^ {4}listen 443 ssl http2;$/gm, `    listen 127.0.0.1:${port};`);
  site = substitute(site, /^ {4}listen \[::\]:443 ssl http2;$/gm, `    listen [::1]:${port};`);
  site = substitute(site, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${port + 1};`);
  site = substitute(site, /^ {4}listen \[::\]:80;$/m, `    listen [::1]:${port + 1};`);
  return substitute(hostWithPort(site), /^( *ssl_certificate)/gm, '# $1');
}

/** A test's port is in the browser's Origin, which Next's server-action check compares with Host. */
function hostWithPort(site: string) {
  site = substitute(site, 'proxy_set_header Host $host;', 'proxy_set_header Host $http_host;');
  return substitute(
    site,
    'proxy_set_header X-Forwarded-Host $host;',
    'proxy_set_header X-Forwarded-Host $http_host;',
  );
}

/** A throw-away self-signed certificate for `host`, made with openssl in `dir`, with its public
 * key's SHA-256 as Chromium's --ignore-certificate-errors-spki-list takes it. */
export function selfSignedCertificate(dir: string, host: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  const spki = createPublicKey(fs.readFileSync(cert)).export({ type: 'spki', format: 'der' });
  return { cert, key, spki: createHash('sha256').update(spki).digest('base64') };
}

/** HTTPS on loopback, as on a server but for addresses: example.com becomes `host`, the site
 * answers at `port` (HTTPS) and the redirecting server at `port + 1` (plain HTTP). */
export function httpsSiteConfig(dir: string, { host, port, upstream, certificate }: HttpsSite) {
  let site = siteConfig(dir, certificate);
  site = substitute(
    site,
    'server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;',
    `server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`,
  );
  site = substitute(
    site,
    /^ {4}listen 443 ssl http2;$/gm,
    `    listen 127.0.0.1:${port} ssl http2;`,
  );
  site = substitute(
    site,
    /^ {4}listen \[::\]:443 ssl http2;$/gm,
    `    listen [::1]:${port} ssl http2;`,
  );
  site = substitute(site, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${port + 1};`);
  site = substitute(site, /^ {4}listen \[::\]:80;$/m, `    listen [::1]:${port + 1};`);
  site = substitute(
    site,
    /https:\/\/example\.com\$request_uri/g,
    `https://${host}:${port}$request_uri`,
  );
  site = hostWithPort(site);
  site = substitute(site, /server_name www\.example\.com;/g, `server_name www.${host};`);
  site = substitute(
    site,
    /server_name example\.com www\.example\.com;/,
    `server_name ${host} www.${host};`,
  );
  return substitute(site, /server_name example\.com;/, `server_name ${host};`);
}

type HttpsSite = {
  host: string;
  port: number;
  upstream: number;
  certificate: { cert: string; key: string };
};

export function mainConfig(dir: string, site: string) {
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const file = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`,
  );
  fs.writeFileSync(
    file,
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  access_log ${path.join(dir, 'access.log')};`,
      // Every Location the site sent, whether or not a browser followed it.
      '  map $sent_http_location $has_location { "" 0; default 1; }',
      '  log_format redirects \'$status $request_method $request_uri "$sent_http_location"\';',
      `  access_log ${path.join(dir, 'redirects.log')} redirects if=$has_location;`,
      ...temp,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  return file;
}

export function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

/** Readable by the user nginx's workers run as when started as root. */
export function nginxDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-nginx-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export type RunningNginx = {
  port: number;
  origin: string;
  /** What nginx wrote to its access and error logs so far, and each answer with a Location. */
  logs: () => { access: string; error: string; redirects: string };
  stop: () => Promise<void>;
};

export async function startNginx(
  nginx: string,
  port: number,
  upstream: number | number[],
  backup?: number,
) {
  const dir = nginxDir();
  const conf = mainConfig(dir, loopbackSiteConfig(dir, port, upstream, backup));
  return launch(nginx, dir, conf, port, `http://127.0.0.1:${port}`);
}

/** The shipped config as on a server, over HTTPS at `host` (which the browser must map to
 * loopback), with a certificate of its own: `spki` is its key's hash, for Chromium. */
export async function startHttpsNginx(nginx: string, site: Omit<HttpsSite, 'certificate'>) {
  const dir = nginxDir();
  const certificate = selfSignedCertificate(dir, site.host);
  const conf = mainConfig(dir, httpsSiteConfig(dir, { ...site, certificate }));
  const running = await launch(nginx, dir, conf, site.port, `https://${site.host}:${site.port}`);
  return { ...running, spki: certificate.spki };
}

async function launch(nginx: string, dir: string, conf: string, port: number, origin: string) {
  const pidFile = path.join(dir, 'nginx.pid');
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, pidFile, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  const read = (name: string) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  const logs = () => ({
    access: read('access.log'),
    error: read('error.log'),
    redirects: read('redirects.log'),
  });
  return { port, origin, logs, stop } satisfies RunningNginx;
}

// The pid file comes once every address is bound. nginx retries a port held elsewhere, then exits,
// resetting the connections the ports it did bind accepted meanwhile.
async function listening(port: number, pidFile: string, child: ChildProcess) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    // Probed by connecting: a request would count against the limits.
    const up =
      fs.existsSync(pidFile) &&
      (await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
        socket.on('error', () => resolve(false));
      }));
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} and ${port + 1} (exit code ${child.exitCode})`);
}

export async function recordingProxy(port: number, target: number) {
  const seen: string[] = [];
  const senders: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    senders.push(String(request.headers['x-forwarded-for']));
    const onward = http.request(
      {
        host: '127.0.0.1',
        port: target,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => response.writeHead(502).end());
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { seen, senders, stop };
}

/** Unlike fetch, sends `target` exactly as written, on a connection of its own. */
export const get = (origin: string, target: string, localAddress?: string) =>
  send('GET', origin, target, localAddress);

/** The same, as a POST with no body. */
export const post = (origin: string, target: string, localAddress?: string) =>
  send('POST', origin, target, localAddress);

function send(method: string, origin: string, target: string, localAddress?: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        method,
        host: hostname.replace(/^\[|\]$/g, ''),
        port,
        path: target,
        localAddress,
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Adds addresses of one random documentation-range /64 to lo, to send from.
 * Needs root (CAP_NET_ADMIN) and iproute2. */
export function ipv6Sources(count: number) {
  const block = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
  const addresses = Array.from({ length: count }, (_, i) => `${block}::${(i + 1).toString(16)}`);
  const batch = (verb: string, flags = '') =>
    spawnSync('ip', ['-6', '-force', '-batch', '-'], {
      input: addresses.map((address) => `addr ${verb} ${address}/128 dev lo${flags}`).join('\n'),
      encoding: 'utf8',
    });
  // nodad: an address still under duplicate-address detection cannot be sent from (EADDRNOTAVAIL).
  const added = batch('add', ' nodad');
  const remove = () => void batch('del');
  if (added.status !== 0) {
    remove();
    throw new Error(`could not add ${block}::/64 to lo: ${added.error?.message ?? added.stderr}`);
  }
  for (let tries = 0; tries < 30; tries += 1) {
    const tentative = spawnSync('ip', ['-6', 'addr', 'show', 'dev', 'lo', 'tentative'], {
      encoding: 'utf8',
    });
    if (!tentative.stdout.includes(block)) break;
    spawnSync('sleep', ['0.1']);
  }
  return { block: `${block}::/64`, addresses, remove };
}

export function shippedLimit(zone: string) {
  const text = fs.readFileSync(SHIPPED, 'utf8');
  const rate = new RegExp(`zone=${zone}:\\w+ rate=(\\d+)r/s;`).exec(text)?.[1];
  const burst = new RegExp(`limit_req zone=${zone} burst=(\\d+)`).exec(text)?.[1];
  if (!rate || !burst) throw new Error(`deploy/nginx.conf sets no rate or burst for ${zone}`);
  return { rate: Number(rate), burst: Number(burst) };
}
