/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';

type Paths = { root: string; cache: string };

const which = (name: string) =>
  execFileSync('bash', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();

/** Every command that changes something is a stub that logs who ran it (root, or runuser's user)
 * and acts only inside a temporary root. */
function release<T>(
  buildId: string,
  prepare: (paths: Paths) => void,
  inspect: (paths: Paths) => T,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-run-'));
  try {
    const paths = {
      root: path.join(dir, 'srv/portfolio'),
      cache: path.join(dir, 'var/cache/portfolio'),
    };
    const bin = path.join(dir, 'bin');
    const calls = path.join(dir, 'calls.log');
    mkdirSync(path.join(paths.root, 'source/.next/standalone/.next'), { recursive: true });
    mkdirSync(path.join(paths.root, 'source/.next/private'), { recursive: true });
    writeFileSync(path.join(paths.root, 'source/.next/private/projects.json'), '[]');
    writeFileSync(path.join(paths.root, 'source/.next/BUILD_ID'), buildId);
    writeFileSync(path.join(paths.root, 'source/package-lock.json'), '{}');
    writeFileSync(path.join(dir, 'portfolio.env'), 'SITE_URL=https://ines.example\n');
    mkdirSync(bin);
    const stub = (name: string, body: string) =>
      writeFileSync(path.join(bin, name), `#!/usr/bin/env bash\n${body}\n`, { mode: 0o755 });
    const log = `printf '%s\\t%s\\n' "\${RUN_AS:-root}" "$(basename "$0") $*" >> "$CALLS"`;
    for (const name of ['rm', 'ln', 'mv', 'cp', 'mkdir'])
      stub(name, `${log}\nexec ${which(name)} "$@"`);
    stub('chown', log);
    stub('chmod', log);
    // Owner and mode are left out, so that the test runs as anyone.
    stub(
      'install',
      `${log}\ndirs=()\nwhile [ $# -gt 0 ]; do\n  case $1 in -o|-g|-m) shift 2 ;; -*) shift ;; *) dirs+=("$1"); shift ;; esac\ndone\n` +
        `exec ${which('mkdir')} -p "\${dirs[@]}"`,
    );
    stub('runuser', 'user=$2; shift 3; RUN_AS=$user exec "$@"');
    stub('getent', 'echo "$2:x:1000:1000::/nonexistent:/usr/sbin/nologin"');
    stub('git', "echo 'abc1234 A commit'");
    // npm ci makes node_modules; each run of npm is logged with its niceness, even under env -i.
    stub(
      'npm',
      `printf '%s\\t%s\\n' as_build "npm $* (nice $(${which('nice')}))" >> '${calls}'\n${which('mkdir')} -p node_modules`,
    );
    stub('node', "echo 'v20.20.2'");
    stub('curl', `printf '{"status":"ok","buildId":"%s"}' "$LIVE_ID"`);
    stub('bridge-start', log);
    stub('bridge-stop', log);
    prepare(paths);
    const result = spawnSync('bash', [path.join(__dirname, 'release.sh')], {
      encoding: 'utf8',
      env: {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        PORTFOLIO_ROOT: paths.root,
        PORTFOLIO_CACHE: paths.cache,
        PORTFOLIO_ENV: path.join(dir, 'portfolio.env'),
        PORTFOLIO_RESTART: 'true',
        PORTFOLIO_BRIDGE_START: path.join(bin, 'bridge-start'),
        PORTFOLIO_BRIDGE_STOP: path.join(bin, 'bridge-stop'),
        PORTFOLIO_BRIDGE_GRACE: '0',
        CALLS: calls,
        LIVE_ID: buildId,
      } as unknown as NodeJS.ProcessEnv,
    });
    const ran = existsSync(calls)
      ? readFileSync(calls, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t') as [string, string])
      : [];
    return { status: result.status, stderr: result.stderr, ran, ...paths, ...inspect(paths) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.each(['../../etc', '2026-11-22-4c4e5bf2/../../../etc', '2026-11-22-4c4e5bf2\n..', ''])(
  'a BUILD_ID of %p stops release.sh before anything is made, removed or handed over',
  (buildId) => {
    const run = release(
      buildId,
      () => {},
      () => ({}),
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('.next/BUILD_ID is not a build id');
    // The build ran; nothing was made, removed or handed over after it.
    expect(run.ran.filter(([user]) => user !== 'as_build')).toEqual([]);
  },
);

test('as root, release.sh only makes the image cache folder and starts and stops the bridge; each user changes only its own', () => {
  const id = '2026-11-22-4c4e5bf2';
  const old = ['2026-11-19-00000001', '2026-11-20-00000002', '2026-11-21-00000003'];
  const run = release(
    id,
    ({ root, cache }) => {
      const now = Date.now() / 1000;
      [...old.toReversed(), 'notes'].forEach((name, index) => {
        mkdirSync(path.join(root, 'releases', name), { recursive: true });
        mkdirSync(path.join(cache, name), { recursive: true });
        const time = now - (index + 1) * 86_400;
        utimesSync(path.join(root, 'releases', name), time, time);
      });
      // Planted by the service's user: root must not follow it, or install -d would hand the
      // folder it points at to the service.
      const elsewhere = path.join(root, '../../elsewhere');
      mkdirSync(elsewhere);
      symlinkSync(elsewhere, path.join(cache, id));
    },
    ({ root }) => ({
      current: readlinkSync(path.join(root, 'current')),
      releases: readdirSync(path.join(root, 'releases')).sort(),
      cacheLink: readlinkSync(path.join(root, 'releases', id, 'app/.next/cache')),
      release: readdirSync(path.join(root, 'releases', id)).sort(),
      privateFiles: readdirSync(path.join(root, 'releases', id, 'private')),
    }),
  );
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.ran.filter(([user]) => user === 'root')).toEqual([
    ['root', `install -d -o portfolio -g portfolio -m 0750 ${run.cache}`],
    // The new release beside the live one while the service restarts on it.
    ['root', 'bridge-start '],
    ['root', 'bridge-stop '],
  ]);
  expect(run.ran).toContainEqual(['portfolio', `mkdir -p -m 0750 ${run.cache}/${id}`]);
  expect(run.ran.filter(([, call]) => call.startsWith('rm '))).toEqual([
    ['portfolio-build', `rm -rf ${run.root}/releases/${id}`],
    ['portfolio-build', `rm -rf ${run.root}/releases/${id}/app/.next/cache`],
    ['portfolio-build', `rm -rf ${run.root}/releases/${old[0]}`],
    ['portfolio', `rm -rf ${run.cache}/${old[0]}`],
  ]);
  // The server, and beside it the private case studies it reads (build/start.mjs's default).
  expect(run.current).toBe(`releases/${id}/app`);
  expect(run.release).toEqual(['app', 'private']);
  expect(run.privateFiles).toEqual(['projects.json']);
  expect(run.cacheLink).toBe(`${run.cache}/${id}`);
  expect(run.releases).toEqual([...old.slice(1), id, 'notes'].sort());
});

test('npm ci runs only when package-lock.json or Node changed since the last install', () => {
  const id = '2026-11-22-4c4e5bf2';
  const npm = (installed?: string) =>
    release(
      id,
      ({ root }) => {
        if (installed === undefined) return;
        mkdirSync(path.join(root, 'source/node_modules'));
        writeFileSync(path.join(root, 'source/node_modules/.portfolio-installed'), installed);
      },
      () => ({}),
    ).ran.filter(([user]) => user === 'as_build');
  // sha256 of "{}", the test's lockfile, and the stub's Node. The builder runs at nice 10.
  const niced = ` (nice ${Math.min(19, os.getPriority() + 10)})`;
  const same = '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a v20.20.2\n';
  expect(npm()).toEqual([
    ['as_build', `npm ci --no-audit --no-fund${niced}`],
    ['as_build', `npm run build${niced}`],
  ]);
  expect(npm(same)).toEqual([['as_build', `npm run build${niced}`]]);
  expect(npm(same.replace('v20.20.2', 'v22.1.0'))).toEqual([
    ['as_build', `npm ci --no-audit --no-fund${niced}`],
    ['as_build', `npm run build${niced}`],
  ]);
});
