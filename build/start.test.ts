/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A stand-in for Next's custom server: `server` is what `app.server` holds once prepared. */
const FAKE_NEXT = (server: string) => `module.exports = () => ({
  async prepare() {},
  server: ${server},
  getRequestHandler: () => (request, response) => response.end('page'),
  async close() {},
});`;

function standalone(server: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  fs.copyFileSync(path.join(__dirname, 'start.mjs'), path.join(dir, 'start.mjs'));
  write('settings-defaults.json', JSON.stringify({ PORT: '3000', HOSTNAME: '127.0.0.1' }));
  write('not-found.json', '{}');
  write('.next/required-server-files.json', JSON.stringify({ config: {} }));
  write('.next/BUILD_ID', 'test-build');
  write('node_modules/@next/env/index.js', 'exports.loadEnvConfig = () => {};');
  write('node_modules/next/package.json', JSON.stringify({ name: 'next', version: '99.1.0' }));
  write('node_modules/next/index.js', FAKE_NEXT(server));
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
    const server = await start(standalone('{ getServer: async () => ({ async prepare() {} }) }'));
    expect(server.output).toContain('Portfolio (build test-build) listening on http://127.0.0.1:0');
    expect(await server.stop()).toBe(0);
  });
});
