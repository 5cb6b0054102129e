// npm run bench:contact [-- --seconds 10 --connections 20 --database sqlite|postgres --instances 1|2]:
// the built contact endpoint under autocannon with distinct valid messages and a throw-away
// database (PostgreSQL: a server of its own, on loopback); every accepted one must be stored.
import autocannon from 'autocannon';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openData } from '../lib/store/open';
import { startPostgres, stopPostgres, type TestPostgres } from '../e2e/support/postgres';
import { ensureBuild, startProduction, type RunningServer } from '../e2e/support/server';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3190' },
    database: { type: 'string', default: 'sqlite' },
    instances: { type: 'string', default: '1' },
  },
});
const seconds = Math.min(Math.max(Number(values.seconds) || 10, 1), 60);
const connections = Math.min(Math.max(Number(values.connections) || 20, 1), 200);
const port = Number(values.port);
const database = values.database === 'postgres' ? 'postgres' : 'sqlite';
const instances = values.instances === '2' ? 2 : 1;

let subject = 0;
const load = (origin: string, share: number) =>
  autocannon({
    url: `${origin}/api/contact-post`,
    connections: share,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            name: 'Bench Mark',
            email: 'bench@example.com',
            subject: `bench ${++subject}`,
            message: 'A message of an ordinary length, to measure the endpoint as visitors use it.',
          }),
        }),
      },
    ],
  });

async function storedCount(server: RunningServer, postgres: TestPostgres | null) {
  if (postgres) {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return Number((await client.query('SELECT count(*) AS n FROM messages')).rows[0].n);
    } finally {
      await client.end();
    }
  }
  const store = openData({ dataDir: server.dataDir }).messages({ readonly: true });
  try {
    return await store.countMessages();
  } finally {
    store.close();
  }
}

async function main() {
  if (instances === 2 && database === 'sqlite') {
    throw new Error('two instances share a database only with --database postgres');
  }
  ensureBuild({ force: false });
  const postgres = database === 'postgres' ? await startPostgres() : null;
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      servers.push(
        await startProduction(port + i, {
          CONTACT_RATE_LIMIT: 'off',
          CONTACT_SITE_RATE_LIMIT: 'off',
          ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        }),
      );
    }
    // Each instance gets its share of the connections, all at once, as a proxy would spread them.
    const share = Math.ceil(connections / instances);
    const results = await Promise.all(servers.map((server) => load(server.origin, share)));
    const accepted = results.reduce((sum, result) => sum + result['2xx'], 0);
    const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0);
    const worst = (pick: (result: autocannon.Result) => number) => Math.max(...results.map(pick));
    const stored = await storedCount(servers[0]!, postgres);
    const rows = [
      ['machine', `${os.cpus().length} cores, Node ${process.version}`],
      ['database', postgres ? 'PostgreSQL (its own server, on loopback)' : 'SQLite'],
      [
        'load',
        `${share * instances} connections for ${seconds} s against ${servers.map((s) => s.origin).join(' and ')}`,
      ],
      ['accepted messages', String(accepted)],
      ['accepted per second', (accepted / (worst((r) => r.duration) || seconds)).toFixed(0)],
      ['latency p50', `${worst((r) => r.latency.p50)} ms`],
      ['latency p99', `${worst((r) => r.latency.p99)} ms`],
      ['latency max', `${worst((r) => r.latency.max)} ms`],
      ['non-2xx answers', String(non2xx)],
      [
        'errors / timeouts',
        `${results.reduce((n, r) => n + r.errors, 0)} / ${results.reduce((n, r) => n + r.timeouts, 0)}`,
      ],
      [
        'stored',
        `${stored} (${stored >= accepted ? 'every accepted message' : 'MISSING MESSAGES'})`,
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label!.length));
    console.log(rows.map(([label, value]) => `${label!.padEnd(width)}  ${value}`).join('\n'));
    if (stored < accepted || non2xx > 0) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    if (postgres) stopPostgres(postgres);
  }
}

main().catch((error) => {
  console.error(`bench:contact: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
