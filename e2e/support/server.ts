import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** A start checks its pages' first answers before it listens (build/start.mjs): on a small busy
 * machine, far longer than on a quiet one. */
export const SERVER_START_S = 120;
/** The budget of a hook that starts a server of its own. */
export const OWN_SERVER_MS = SERVER_START_S * 1000 + 30_000;

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

const taken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Waits for `port` to be free, lest a test talk to another test's server. */
export async function portFreed(port: number, seconds = 15) {
  const deadline = Date.now() + seconds * 1000;
  while (await taken(port)) {
    if (Date.now() > deadline)
      throw new Error(`127.0.0.1:${port} is still taken after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Killed when the worker exits, even after a hook that timed out holding no handle. */
const spawned = new Set<ChildProcess>();
process.once('exit', () => spawned.forEach((child) => child.kill('SIGKILL')));

export function spawnStandalone(
  distDir: string,
  port: number,
  env: Record<string, string>,
  stdio: 'ignore' | 'pipe' = 'ignore',
  entry: 'start.mjs' | 'server.js' = 'start.mjs',
) {
  const child = spawn('node', [path.join(distDir, 'standalone', entry)], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
  });
  spawned.add(child);
  child.once('exit', () => spawned.delete(child));
  return child;
}

export type RunningServer = {
  origin: string;
  dataDir: string;
  /** The server's process, for a benchmark that reads its CPU time. */
  pid: number | undefined;
  stop: () => Promise<void>;
};

export function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startProduction(
  port: number,
  env: Record<string, string> = {},
  root = '.',
): Promise<RunningServer> {
  await portFreed(port);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnStandalone(path.join(root, '.next'), port, { DATA_DIR: dataDir, ...env });
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/`, SERVER_START_S, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, pid: child.pid, stop };
}
