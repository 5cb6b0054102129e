/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILD_SETTINGS, SETTINGS } from '../lib/settings/definitions';

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

test('the release script passes exactly the settings marked build or both in lib/settings', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  const envFile = path.join(dir, 'portfolio.env');
  writeFileSync(
    envFile,
    Object.keys(SETTINGS)
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
  expect(names.sort()).toEqual([...BUILD_SETTINGS].sort());
});

test('the build runs as a user that is not the service, and the service cannot rewrite its releases', () => {
  const release = read('release.sh');
  expect(release).toMatch(/^BUILD_USER=\$\{PORTFOLIO_BUILD_USER:-portfolio-build\}$/m);
  expect(release).toMatch(/^SITE_USER=\$\{PORTFOLIO_USER:-portfolio\}$/m);
  expect(release).toContain('as_build bash -c');
  expect(release).not.toMatch(/\. "\$ENV_FILE"|\. "\$1"; set \+a; npm/);
  // The image cache is the one thing the server writes inside a release: it points outside.
  expect(release).toContain('ln -s "$CACHE/$id" "$ROOT/releases/$id/.next/cache"');

  const unit = read('portfolio.service');
  const setting = (name: string) =>
    [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]);
  expect(setting('User')).toEqual(['portfolio']);
  expect(setting('ProtectSystem')).toEqual(['strict']);
  // Writable: its state and cache folders only (systemd opens them itself); no ReadWritePaths.
  expect(setting('ReadWritePaths')).toEqual([]);
  expect(setting('StateDirectory')).toEqual(['portfolio']);
  expect(setting('CacheDirectory')).toEqual(['portfolio']);
  expect(setting('Environment')[0]).toContain('TRUST_PROXY=loopback');

  // In the container, the code belongs to root and only the cache and the data are node's.
  const docker = read('Dockerfile');
  expect(docker).toMatch(/^COPY --from=build \/src\/\.next\/standalone \.\/$/m);
  expect(docker).toContain('chown node:node /data .next/cache');
});

test('nginx limits the API, the image routes and the pages per address, and sets the forwarding headers itself', () => {
  const nginx = read('nginx.conf');
  const block = (location: string) => {
    // The last one: the port-80 server has a `location /` of its own, which only redirects.
    const start = nginx.lastIndexOf(`location ${location} {`);
    expect([location, start]).not.toEqual([location, -1]);
    return nginx.slice(start, nginx.indexOf('}', start));
  };
  expect(nginx).toMatch(/limit_req_zone \$binary_remote_addr zone=portfolio_api:10m rate=\d+r\/s;/);
  expect(nginx).toMatch(
    /limit_req_zone \$binary_remote_addr zone=portfolio_images:10m rate=\d+r\/s;/,
  );
  expect(block('/api/')).toMatch(/limit_req zone=portfolio_api burst=\d+ nodelay;/);
  expect(block('/_next/image')).toMatch(/limit_req zone=portfolio_images /);
  // The share cards' addresses (app/[lang]/**/share.png): one a page, in each language.
  expect(block('~ /share\\.png$')).toMatch(/limit_req zone=portfolio_images /);
  expect(nginx).toMatch(
    /limit_req_zone \$binary_remote_addr zone=portfolio_pages:10m rate=\d+r\/s;/,
  );
  expect(block('/')).toMatch(/limit_req zone=portfolio_pages burst=\d+ nodelay;/);
  expect(nginx).toContain('limit_req_status 429;');
  expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  expect(nginx).toContain('proxy_set_header X-Forwarded-Host $host;');
});
