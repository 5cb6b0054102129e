import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { configCopy } from './build';
import { waitUntilUp } from './server';
import { prepareWorkspace, sites } from './sites';

export type DevServer = {
  origin: string;
  /** The content it follows (CONFIG_DIR), a copy of the sample's free to edit. */
  configDir: string;
  /** Its public/, a copy of the sample's free to edit. */
  publicDir: string;
  /** What it has printed so far. */
  output: () => string;
  /** Follows the server's news of edits; the function it resolves to waits for the next one. */
  following: () => Promise<() => Promise<void>>;
  stop: () => Promise<void>;
};

// `npm run dev` in .sites/dev (Next writes its build folder into tsconfig.json), on a copy of the
// sample's content, ready once / answers; Turbopack's cache on disk only with `cache`, as an owner's.
export async function startDev(
  port: number,
  { seconds = 240, cache = false }: { seconds?: number; cache?: boolean } = {},
): Promise<DevServer> {
  const workspace = prepareWorkspace('dev', sites.sample.configDir, sites.sample.publicDir);
  const configDir = configCopy(() => {});
  // `next dev` sets NODE_ENV itself; PORT and HOSTNAME are the test server's.
  const env: Record<string, string | undefined> = {
    ...process.env,
    CONFIG_DIR: configDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ...(!cache && { E2E_TEST_BUILD: '1' }),
  };
  for (const name of ['NODE_ENV', 'PORT', 'HOSTNAME']) delete env[name];
  const child = spawn(
    path.join(workspace, 'node_modules', '.bin', 'next'),
    ['dev', '--port', String(port), '--hostname', '127.0.0.1'],
    // Its own process group: stop() ends Next's worker process with it.
    { cwd: workspace, detached: true, env: env as NodeJS.ProcessEnv, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal('SIGTERM');
      const late = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    }
    fs.rmSync(configDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${origin}/`, seconds, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}:\n${output}`);
  }
  const following = async () => {
    const stream = new AbortController();
    // The answer's headers come once the route has subscribed to the folders.
    const subscribe = () => fetch(`${origin}/api/content-edits`, { signal: stream.signal });
    const response = await subscribe().catch((error: unknown) => {
      // A kept-alive connection the server closed as fetch took it up (timers run late on a busy
      // machine): the request never reached it, so it is sent again, on a new connection.
      if (!/other side closed/.test(String((error as Error).cause))) throw error;
      return subscribe();
    });
    if (!response.ok) throw new Error(`/api/content-edits answered ${response.status}`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    return async () => {
      let news = '';
      try {
        while (!/^data:/m.test(news)) {
          const { value, done } = await reader.read();
          if (done) throw new Error('next dev closed its stream of edits');
          news += decoder.decode(value, { stream: true });
        }
      } finally {
        stream.abort();
      }
    };
  };
  return {
    origin,
    configDir,
    publicDir: path.join(workspace, 'public'),
    output: () => output,
    following,
    stop,
  };
}
