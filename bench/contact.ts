// npm run bench:contact [-- --seconds 10 --connections 20]: the built contact endpoint under
// autocannon with distinct valid messages and a throw-away database; every accepted one must be stored.
import autocannon from 'autocannon';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { SqliteMessageStore } from '../lib/store/sqlite/messages';
import { ensureBuild, startProduction } from '../e2e/support/server';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3190' },
  },
});
const seconds = Math.min(Math.max(Number(values.seconds) || 10, 1), 60);
const connections = Math.min(Math.max(Number(values.connections) || 20, 1), 200);
const port = Number(values.port);

async function main() {
  ensureBuild({ force: false });
  const server = await startProduction(port, {
    CONTACT_RATE_LIMIT: 'off',
    CONTACT_SITE_RATE_LIMIT: 'off',
  });
  const { origin, dataDir } = server;
  try {
    let n = 0;
    const result = await autocannon({
      url: `${origin}/api/contact-post`,
      connections,
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
              subject: `bench ${++n}`,
              message:
                'A message of an ordinary length, to measure the endpoint as visitors use it.',
            }),
          }),
        },
      ],
    });
    const accepted = result['2xx'];
    const store = new SqliteMessageStore(dataDir, { readonly: true });
    const stored = await store.countMessages();
    store.close();
    const rows = [
      ['machine', `${os.cpus().length} cores, Node ${process.version}`],
      ['load', `${connections} connections for ${seconds} s against ${origin}`],
      ['accepted messages', String(accepted)],
      ['accepted per second', (accepted / (result.duration || seconds)).toFixed(0)],
      ['latency p50', `${result.latency.p50} ms`],
      ['latency p99', `${result.latency.p99} ms`],
      ['latency max', `${result.latency.max} ms`],
      ['non-2xx answers', String(result.non2xx)],
      ['errors / timeouts', `${result.errors} / ${result.timeouts}`],
      [
        'stored in SQLite',
        `${stored} (${stored >= accepted ? 'every accepted message' : 'MISSING MESSAGES'})`,
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label!.length));
    console.log(rows.map(([label, value]) => `${label!.padEnd(width)}  ${value}`).join('\n'));
    if (stored < accepted || result.non2xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`bench:contact: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
