import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_START_S, portFreed, spawnStandalone, waitUntilUp } from './server';
import { sites } from './sites';

/** A copy of the sample's config/, changed by `edit`. */
export function configCopy(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-config-'));
  fs.cpSync(path.join(process.cwd(), sites.sample.configDir), dir, { recursive: true });
  edit(dir);
  return dir;
}

export function editJson(file: string, change: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

export function run(command: string, args: string[], env: Record<string, string>, cwd?: string) {
  const result = spawnSync(command, args, {
    cwd,
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

/** Hard links to the main build's standalone server, for a test that counts the files a server
 * writes without other tests' servers writing beside it. */
export function privateBuild(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-build-'));
  const copy = spawnSync('cp', ['-al', path.join('.next', 'standalone'), distDir]);
  if (copy.status !== 0) throw new Error(`cp -al failed: ${copy.stderr}`);
  return distDir;
}

export const spawnServer = (
  distDir: string,
  port: number,
  env: Record<string, string> = {},
  entry?: 'start.mjs' | 'server.js',
) => spawnStandalone(distDir, port, env, 'pipe', entry);

export async function startServer(
  distDir: string,
  port: number,
  env: Record<string, string> = {},
  entry?: 'start.mjs' | 'server.js',
) {
  await portFreed(port);
  const server: ChildProcess = spawnServer(distDir, port, env, entry);
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`, SERVER_START_S, server);
    return server;
  } catch (error) {
    server.kill();
    throw new Error(`${(error as Error).message}:\n${output}`);
  }
}

/** Every file of a built release (`root`/.next/standalone) in which one of `needles` stands, after
 * checking that no content folder as written was carried along; and how many files were read. */
export function releaseHolding(root: string, needles: Buffer[]) {
  const release = path.join(root, '.next', 'standalone');
  const carried = ['examples', 'site', 'private'].filter((folder) =>
    fs.existsSync(path.join(release, folder)),
  );
  const found: string[] = [];
  let files = 0;
  for (const entry of fs.readdirSync(release, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(release, entry);
    if (!fs.statSync(file).isFile()) continue;
    files++;
    const bytes = fs.readFileSync(file);
    found.push(
      ...needles.filter((n) => bytes.includes(n)).map((n) => `${entry}: ${n.length} bytes`),
    );
  }
  return { carried, found, files };
}
