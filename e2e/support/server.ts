import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Builds the site in `root` (the project, or a content set's workspace), or only when unbuilt. */
export function ensureBuild({
  force,
  root = '.',
  env = {},
}: {
  force: boolean;
  root?: string;
  env?: Record<string, string>;
}) {
  if (!force && fs.existsSync(path.join(root, '.next/standalone/start.mjs'))) return;
  console.log(`Building: npm run build${root === '.' ? '' : ` in ${root}`}…`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (build.status !== 0) throw new Error('the build failed');
}

/** Resolves once `url` answers 2xx; fails after `seconds`, or as soon as `child` exits. */
export async function waitUntilUp(url: string, seconds = 30, child?: ChildProcess) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && (child?.exitCode ?? null) === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    child?.exitCode != null
      ? `the server exited with code ${child.exitCode} before ${url} answered`
      : `${url} did not answer within ${seconds} s`,
  );
}

/** Run the way `npm start` runs it (or through Next.js's own entry, server.js), on 127.0.0.1. */
export function spawnStandalone(
  distDir: string,
  port: number,
  env: Record<string, string>,
  stdio: 'ignore' | 'pipe' = 'ignore',
  entry: 'start.mjs' | 'server.js' = 'start.mjs',
) {
  return spawn('node', [path.join(distDir, 'standalone', entry)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
  });
}

export type RunningServer = {
  origin: string;
  /** The server's throw-away database folder, removed by `stop`. */
  dataDir: string;
  stop: () => Promise<void>;
};

/** Stops a child process with SIGTERM and waits for it to go. */
export function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** On 127.0.0.1 with a throw-away database folder; resolves once `/` answers. */
export async function startProduction(
  port: number,
  env: Record<string, string> = {},
  root = '.',
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnStandalone(path.join(root, '.next'), port, { DATA_DIR: dataDir, ...env });
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/`, 30, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop };
}
