/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleServerRewrites } from './release-files';

const PREPARED = '{ getServer: async () => ({ async prepare() {} }) }';
const PAGE = (tag: string) =>
  `<html><head><script src="/_next/static/chunks/turbopack-1.js" ${tag}=""></script></head>` +
  '<body><script>self.__next_f=[]</script></body></html>';

/** A stand-in for Next's custom server: `server` is what `app.server` holds once prepared, and
 * `search` the search page it renders. */
const FAKE_NEXT = (server: string, search = PAGE('async')) => `module.exports = () => ({
  async prepare() {},
  server: ${server},
  getRequestHandler: () => (request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(${JSON.stringify(search)});
  },
  async close() {},
});`;

const bundle = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'start-rewrites-')), 'rewrites.mjs');
beforeAll(() => bundleServerRewrites(bundle));

function standalone(server: string, search?: string, notFound = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  fs.copyFileSync(path.join(__dirname, 'start.mjs'), path.join(dir, 'start.mjs'));
  fs.copyFileSync(bundle, path.join(dir, 'rewrites.mjs'));
  write('settings-defaults.json', JSON.stringify({ PORT: '3000', HOSTNAME: '127.0.0.1' }));
  write('rewrites.json', JSON.stringify({ deferredHydration: true, notFound }));
  write('.next/required-server-files.json', JSON.stringify({ config: {} }));
  write('.next/BUILD_ID', 'test-build');
  write('node_modules/@next/env/index.js', 'exports.loadEnvConfig = () => {};');
  write('node_modules/next/package.json', JSON.stringify({ name: 'next', version: '99.1.0' }));
  write('node_modules/next/index.js', FAKE_NEXT(server, search));
  return dir;
}

function start(dir: string) {
  const child = spawn(process.execPath, [path.join(dir, 'start.mjs')], {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOSTNAME: '127.0.0.1', DATA_DIR: path.join(dir, 'data') },
  });
  let output = '';
  return new Promise<{ code: number | null; output: string; stop: () => Promise<number | null> }>(
    (resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (!output.includes('listening on')) return;
        const stop = () =>
          new Promise<number | null>((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          });
        resolve({ code: null, output, stop });
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => resolve({ code, output, stop: async () => code }));
    },
  );
}

describe('build/start.mjs', () => {
  it("stops when Next's server lacks the method that runs instrumentation.ts, naming it", async () => {
    const { code, output } = await start(standalone('{}'));
    expect(code).toBe(1);
    expect(output).toContain(
      'build/start.mjs: Next.js 99.1.0 has no app.server.getServer().prepare(), which start.mjs awaits',
    );
    expect(output).not.toContain('listening on');
  });

  it('stops with the settings check of instrumentation.ts when it fails', async () => {
    const failing = `{ getServer: async () => ({ async prepare() {
      throw new Error('An error occurred while loading instrumentation hook: Invalid settings: PORT');
    } }) }`;
    const { code, output } = await start(standalone(failing));
    expect(code).toBe(1);
    expect(output).toContain('\nInvalid settings: PORT\n');
  });

  it('listens once the page server is prepared, and stops cleanly on SIGTERM', async () => {
    const server = await start(standalone(PREPARED));
    expect(server.output).toContain('Portfolio (build test-build) listening on http://127.0.0.1:0');
    expect(await server.stop()).toBe(0);
  });

  it('started through the link to a release, it reads the private case studies beside the release', async () => {
    // deploy/release.sh's layout: releases/<id>/app is the server, releases/<id>/private beside it.
    const release = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    fs.renameSync(standalone(PREPARED), path.join(release, 'app'));
    fs.mkdirSync(path.join(release, 'private'));
    fs.writeFileSync(path.join(release, 'private', 'projects.json'), '{}');
    fs.symlinkSync(path.join(release, 'app'), path.join(release, 'current'));
    const server = await start(path.join(release, 'current'));
    expect(server.output).toContain(`Private case studies: ${path.join(release, 'private')}\n`);
    expect(await server.stop()).toBe(0);
  });

  it("stops before listening when Next's answers no longer match a rewrite, naming the file to update", async () => {
    const { code, output } = await start(standalone(PREPARED, PAGE('defer')));
    expect(code).toBe(1);
    expect(output).toContain(
      'build/rewrites/deferred-hydration.ts: /search, rendered on request, would load its scripts before the first paint ' +
        '(expected Next\'s chunk tags, <script src="/_next/static/…" async="">, found <script src="/_next/static/chunks/turbopack-1.js" defer="">); ' +
        "Next's markup changed. Update build/rewrites/deferred-hydration.ts",
    );
    expect(output).not.toContain('listening on');
  });

  it('stops before listening when a language has no 404 copy, or Next answers its unknown addresses otherwise', async () => {
    const file = path.join('.next', 'server', 'app', 'missing', 'fr.html');
    const missing = await start(standalone(PREPARED, undefined, { fr: file }));
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(
      `build/rewrites/not-found.ts: the 404 page in "fr" is not at ${file}, where app/missing/[lang] was prerendered`,
    );
    const dir = standalone(PREPARED, undefined, { fr: file });
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), '<html lang="fr"><body>Oups</body></html>');
    const soft = await start(dir);
    expect(soft.code).toBe(1);
    expect(soft.output).toMatch(
      /build\/rewrites\/not-found\.ts: an unknown address in "fr", \/fr\/start-check-\w+, was answered 200, not 404/,
    );
  });
});
