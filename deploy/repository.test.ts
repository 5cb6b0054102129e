/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findNginx, HOSTILE_PATHS, mainConfig, nginxDir, siteConfig } from '../e2e/support/nginx';
import { BUILD_SETTINGS, RENAMED_SETTINGS, SETTINGS } from '../lib/settings/definitions';

const ignored = (file: string) => {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', file]);
    return true;
  } catch {
    return false;
  }
};

test('no environment file with settings can be committed; the example can', () => {
  for (const file of [
    '.env',
    '.env.local',
    '.env.production',
    '.env.production.local',
    '.env.staging',
  ]) {
    expect([file, ignored(file)]).toEqual([file, true]);
  }
  expect(ignored('.env.example')).toBe(false);
});

const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');

test('the build is given only the settings a build reads: never the mail password or the limits', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  const envFile = path.join(dir, 'portfolio.env');
  writeFileSync(
    envFile,
    [
      'SITE_URL=https://ines.example',
      'NEXT_PUBLIC_TIME_ZONE=Europe/Paris',
      'CSP_EXTRA="connect-src https://a.example; img-src https://b.example"',
      "SMTP_URL='smtps://ines:s3cr%24t@mail.example:465'",
      'CONTACT_RATE_LIMIT=5/10m',
      'DATA_DIR=/var/lib/portfolio',
    ].join('\n'),
  );
  const output = execFileSync(
    'bash',
    ['-c', `. "${path.join(__dirname, 'release.sh')}"; build_settings "$1"`, '_', envFile],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } as unknown as NodeJS.ProcessEnv },
  );
  rmSync(dir, { recursive: true, force: true });
  expect(output.split('\0').filter(Boolean).sort()).toEqual([
    'CSP_EXTRA=connect-src https://a.example; img-src https://b.example',
    'NEXT_PUBLIC_TIME_ZONE=Europe/Paris',
    'SITE_URL=https://ines.example',
  ]);
});

test('the release script passes exactly the settings marked build or both in lib/settings, and former names', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  const envFile = path.join(dir, 'portfolio.env');
  writeFileSync(
    envFile,
    [...Object.keys(SETTINGS), ...Object.keys(RENAMED_SETTINGS)]
      .map((name) => `${name}=x`)
      .join('\n'),
  );
  const output = execFileSync(
    'bash',
    ['-c', `. "${path.join(__dirname, 'release.sh')}"; build_settings "$1"`, '_', envFile],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } as unknown as NodeJS.ProcessEnv },
  );
  rmSync(dir, { recursive: true, force: true });
  const names = output
    .split('\0')
    .filter(Boolean)
    .map((line) => line.split('=')[0]);
  expect(names.sort()).toEqual([...BUILD_SETTINGS, ...Object.keys(RENAMED_SETTINGS)].sort());
});

test('the build runs as a user that is not the service, and the service cannot rewrite its releases', () => {
  const release = read('release.sh');
  expect(release).toMatch(/^BUILD_USER=\$\{PORTFOLIO_BUILD_USER:-portfolio-build\}$/m);
  expect(release).toMatch(/^SITE_USER=\$\{PORTFOLIO_USER:-portfolio\}$/m);
  expect(release).toContain('as_build bash -c');
  expect(release).not.toMatch(/\. "\$ENV_FILE"|\. "\$1"; set \+a; npm/);
  // The image cache is the one thing the server writes in a release, so it points outside.
  expect(release).toContain('ln -s "$CACHE/$id" "$ROOT/releases/$id/app/.next/cache"');

  const unit = read('portfolio.service');
  const setting = (name: string) =>
    [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]);
  expect(setting('User')).toEqual(['portfolio']);
  expect(setting('ProtectSystem')).toEqual(['strict']);
  // systemd opens the state and cache folders itself; nothing else is writable.
  expect(setting('ReadWritePaths')).toEqual([]);
  expect(setting('StateDirectory')).toEqual(['portfolio']);
  expect(setting('CacheDirectory')).toEqual(['portfolio']);
  expect(setting('Environment')[0]).toContain('TRUST_PROXY=loopback');

  const docker = read('Dockerfile');
  expect(docker).toMatch(/^COPY --from=build \/src\/\.next\/standalone \.\/$/m);
  expect(docker).toContain('chown node:node /data .next/cache');
});

test('nginx limits every route that reaches Node, per IPv4 address or IPv6 /64, and sets the forwarding headers itself', () => {
  const nginx = read('nginx.conf');
  // The site's server: the redirecting ones (port 80, www) have locations of their own.
  const site = nginx.slice(
    nginx.indexOf('    server_name example.com;\n'),
    nginx.indexOf('\nserver {', nginx.indexOf('    server_name example.com;\n')),
  );
  const block = (location: string) => {
    const start = site.indexOf(`location ${location} {`);
    expect([location, start]).not.toEqual([location, -1]);
    return site.slice(start, site.indexOf('}', start));
  };
  // One key: the whole IPv4 address, an IPv6 address's /64.
  const zones = [...nginx.matchAll(/^limit_req_zone (\S+) zone=(\w+):10m rate=\d+r\/s;$/gm)];
  expect(zones.map(([, key, zone]) => [zone, key])).toEqual([
    ['portfolio_api', '$limit_key'],
    ['portfolio_images', '$limit_key'],
    ['portfolio_pages', '$limit_key'],
    ['portfolio_search', '$limit_key'],
    ['portfolio_posts', '$post_key'],
  ]);
  // A POST to a page is the contact form's action: the same key, for POSTs only.
  expect(nginx).toMatch(
    /^map \$request_method \$post_key \{\n {4}POST +\$limit_key;\n {4}default +"";\n\}$/m,
  );
  const rate = (zone: string) =>
    Number(new RegExp(`zone=${zone}:10m rate=(\\d+)r/s`).exec(nginx)![1]);
  expect(rate('portfolio_search')).toBeLessThan(rate('portfolio_pages'));
  expect(nginx).toMatch(/^map \$binary_remote_addr \$limit_key \{$/m);
  expect(nginx).toContain('"~^(?s)(.{8}).{8}$"');
  expect(nginx).toMatch(/^ {4}default +\$binary_remote_addr;$/m);

  expect(block('/api/')).toMatch(/limit_req zone=portfolio_api burst=\d+ nodelay;/);
  expect(block('/_next/image')).toMatch(/limit_req zone=portfolio_images /);
  expect(block('~ /share\\.png$')).toMatch(/limit_req zone=portfolio_images /);
  expect(block('/')).toMatch(/limit_req zone=portfolio_pages burst=\d+ nodelay;/);
  expect(block('/')).toMatch(/limit_req zone=portfolio_posts burst=\d+ nodelay;/);
  expect(block('~ ^/([^/]+/)?search$')).toMatch(
    /limit_req zone=portfolio_search burst=\d+ nodelay;/,
  );
  // A made-up neighbour of a cached asset is no cache hit: it reaches Node.
  expect(block('/_next/static/')).toMatch(/limit_req zone=portfolio_pages burst=\d+ nodelay;/);
  const proxied = [...nginx.matchAll(/location ([^{]+)\{([^}]*)\}/g)].filter(([, , body]) =>
    body!.includes('proxy_pass'),
  );
  // A client's private link and the owner's sign-in link: limited as pages, and written to no
  // log, by any of the servers.
  expect(block('~ ^/(([^/]+/)?private|admin/sign-in)/')).toMatch(
    /access_log off;\n\s+error_log \S+ crit;\n\s+limit_req zone=portfolio_pages burst=\d+ nodelay;/,
  );
  const servers = nginx.split(/^server \{$/m).slice(1);
  expect(servers).toHaveLength(3);
  for (const server of servers) {
    expect(server).toMatch(
      /location ~ \^\/\(\(\[\^\/\]\+\/\)\?private\|admin\/sign-in\)\/ \{\n\s+access_log off;\n\s+error_log \S+ crit;/,
    );
    // No answer before the locations are chosen: a server-level return would be logged.
    expect(server).not.toMatch(/^ {4}return /m);
  }
  expect(proxied).toHaveLength(7);
  for (const [, location, body] of proxied) {
    expect([location, body!.includes('limit_req zone=')]).toEqual([location, true]);
  }
  expect(nginx).toContain('limit_req_status 429;');
  expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  expect(nginx).toContain('proxy_set_header X-Forwarded-Host $host;');
});

test('nginx refuses a path holding an encoded slash, backslash or dot, or a dot-segment; never a query', () => {
  const nginx = read('nginx.conf');
  const [, pattern] =
    /^ {4}if \(\$request_uri ~\* "(.+)"\) \{\n {8}return 400;\n {4}\}$/m.exec(nginx) ?? [];
  expect(pattern).toBeDefined();
  // The check must see the address as sent, before nginx decodes it.
  expect(nginx.indexOf('$request_uri ~*')).toBeLessThan(nginx.indexOf('location /_next/static/'));
  const refused = new RegExp(pattern!, 'i');
  for (const target of [
    ...HOSTILE_PATHS,
    '/fr/x/..%2F..%2F_next/static/1',
    '/fr/x/..?a=1',
    '/fr/.',
  ]) {
    expect([target, refused.test(target)]).toEqual([target, true]);
  }
  for (const target of [
    '/',
    '/fr/portfolio/harbor-pine-coffee',
    '/_next/image?url=%2Fimages%2Fx.webp&w=640&q=75',
    '/?next=%2F..%2Fa%5Cb&c=/../d',
    '/.well-known/acme-challenge/abc',
    '/fr/..x/y.',
    '/files/ines-moreau-cv.pdf',
  ]) {
    expect([target, refused.test(target)]).toEqual([target, false]);
  }
});

const nginxBinary = findNginx();
(nginxBinary ? test : test.skip)('nginx -t accepts the shipped site (nginx installed)', () => {
  const dir = nginxDir();
  try {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=example.com',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    const conf = mainConfig(dir, siteConfig(dir, { cert, key }));
    const check = spawnSync(nginxBinary!, ['-t', '-p', dir, '-c', conf, '-e', 'stderr'], {
      encoding: 'utf8',
    });
    expect([check.status, check.stderr]).toEqual([
      0,
      expect.stringContaining('test is successful'),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the image and a release take the built server and, beside it, the private case studies: nothing else of the project', () => {
  const docker = read('Dockerfile');
  // The image is its last stage: what it copies from the build is all it holds of the project.
  const last = docker.slice(docker.lastIndexOf('\nFROM '));
  const copies = [...last.matchAll(/^COPY (.*)$/gm)].map(([, line]) =>
    line!.replace(/--chown=\S+ |--chmod=\S+ /g, ''),
  );
  expect(copies).toEqual([
    '--from=build /src/.next/standalone ./',
    '--from=build /src/.next/private ../private',
  ]);
  expect(last).not.toMatch(/^ADD /m);
  const release = read('release.sh');
  const copied = [...release.matchAll(/\bcp (?:-\S+ )*(\S+) "\$ROOT\/releases\/\$id\/(\S+?)"/g)];
  expect(copied.map(([, from, to]) => [from, to])).toEqual([
    ['.next/standalone', 'app'],
    ['.next/private/.', 'private/'],
  ]);
});

test('the bridge is the service as shipped but for its port and restarts, and nginx falls back to it', () => {
  const service = (unit: string) => unit.slice(unit.indexOf('[Service]'));
  const expected = service(read('portfolio.service'))
    .replace('Environment=PORT=3000 ', 'Environment=PORT=3001 ')
    .replace(/Restart=on-failure\n(# .*\n)*RestartSec=5\n/, 'Restart=no\n')
    .replace('\n[Install]\nWantedBy=multi-user.target\n', '');
  expect(service(read('portfolio-bridge.service'))).toBe(expected);
  expect(read('nginx.conf')).toMatch(
    /upstream portfolio \{\n {4}server 127\.0\.0\.1:3000 [^\n]*\n(?: {4}#[^\n]*\n)* {4}server 127\.0\.0\.1:3001 backup;/,
  );
  const release = read('release.sh');
  expect(release).toContain('systemctl start portfolio-bridge');
  expect(release).toContain('http://127.0.0.1:3001/api/health');
});
