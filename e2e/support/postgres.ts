import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../lib/http/free-port';

/** A PostgreSQL server of the tests' own, from the machine's packages, on loopback: made with
 * initdb in a folder of its own and stopped (then removed) at the end of the run. */
export type TestPostgres = { url: string; dir: string; port: number; bin: string };

const URL_KEY = 'PORTFOLIO_TEST_DATABASE_URL';
const DIR_KEY = 'PORTFOLIO_TEST_POSTGRES_DIR';

/** The newest PostgreSQL's programs: Debian keeps them in /usr/lib/postgresql/<version>/bin. */
export function findPostgres(): string | null {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [fromConfig.status === 0 ? fromConfig.stdout.trim() : ''];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return candidates.find((bin) => bin && fs.existsSync(path.join(bin, 'initdb'))) ?? null;
}

// initdb and postgres refuse to run as root: as root they run as the packages' postgres user.
const asOwner = (bin: string, program: string, args: string[]) => {
  const command = path.join(bin, program);
  return process.getuid?.() === 0
    ? { file: 'runuser', args: ['-u', 'postgres', '--', command, ...args] }
    : { file: command, args };
};

function run(bin: string, program: string, args: string[]) {
  const { file, args: all } = asOwner(bin, program, args);
  execFileSync(file, all, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/' });
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = findPostgres();
  if (!bin) {
    throw new Error(
      "PostgreSQL's programs (initdb) are not on this machine: install Debian's package " +
        '(apt-get install postgresql), or set PORTFOLIO_TEST_DATABASE_URL to a server of your own.',
    );
  }
  // Not in the run's scratch folder, which only root can enter.
  const dir = fs.mkdtempSync(path.join('/tmp', 'portfolio-postgres-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:', dir]);
  run(bin, 'initdb', ['-D', data, '-U', 'portfolio', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  // In its configuration file, so that a start after a stop (an outage test) uses them too.
  const settings = [
    `listen_addresses = '127.0.0.1'`,
    `port = ${port}`,
    `unix_socket_directories = '${dir}'`,
    'max_connections = 200',
    // A test server: speed over durability (the tests kill instances of the site, not it).
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
  ];
  fs.appendFileSync(path.join(data, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
  pgCtl({ dir, bin }, 'start');
  return { url: `postgres://portfolio@127.0.0.1:${port}/postgres`, dir, port, bin };
}

/** Stops the server as an outage would (fast shutdown), or starts it again on the same port. */
export function pgCtl({ dir, bin }: { dir: string; bin: string }, action: 'stop' | 'start') {
  const data = path.join(dir, 'data');
  run(
    bin,
    'pg_ctl',
    action === 'stop'
      ? ['-D', data, '-m', 'fast', '-w', 'stop']
      : ['-D', data, '-l', path.join(dir, 'server.log'), '-w', 'start'],
  );
}

export function stopPostgres({ dir, bin }: { dir: string; bin: string }) {
  try {
    run(bin, 'pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  } catch {
    // Stopped already.
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/** For the run's global set-up: one server for every worker, named in the environment. */
export async function startTestPostgres() {
  if (process.env[URL_KEY]) return;
  const server = await startPostgres();
  process.env[URL_KEY] = server.url;
  process.env[DIR_KEY] = JSON.stringify({ dir: server.dir, bin: server.bin });
}

export function stopTestPostgres() {
  const started = process.env[DIR_KEY];
  if (started) stopPostgres(JSON.parse(started));
}

export const testPostgresUrl = () => process.env[URL_KEY] ?? null;
