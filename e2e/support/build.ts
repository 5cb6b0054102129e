import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnStandalone, waitUntilUp } from './server';

/** A copy of the sample config/ in a temp folder, changed by `edit`, for builds of a variant site. */
export function configCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-config-'));
  fs.cpSync(path.join(process.cwd(), 'config'), dir, { recursive: true });
  edit(dir);
  return dir;
}

export function editJson(file: string, change: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

/** Runs a command to completion and returns its exit code and combined output. */
export function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return {
    status: result.status,
    stdout: result.stdout,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

/**
 * A private copy of the main build's standalone server (hard links: a second or so), for a test
 * that counts the files a server writes without the other tests' servers writing beside it.
 * Returns the distDir to give spawnServer or startServer.
 */
export function privateBuild(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-build-'));
  const copy = spawnSync('cp', ['-al', path.join('.next', 'standalone'), distDir]);
  if (copy.status !== 0) throw new Error(`cp -al failed: ${copy.stderr}`);
  return distDir;
}

/** The standalone server of a build in distDir, as `npm start` runs it, on 127.0.0.1:port. */
export const spawnServer = (
  distDir: string,
  port: number,
  env: Record<string, string> = {},
  entry?: 'start.mjs' | 'server.js',
) => spawnStandalone(distDir, port, env, 'pipe', entry);

/** Starts the standalone server of a build in distDir and resolves once it answers. */
export async function startServer(
  distDir: string,
  port: number,
  env: Record<string, string> = {},
  entry?: 'start.mjs' | 'server.js',
) {
  const server: ChildProcess = spawnServer(distDir, port, env, entry);
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`, 30, server);
    return server;
  } catch (error) {
    server.kill();
    throw new Error(`${(error as Error).message}:\n${output}`);
  }
}
