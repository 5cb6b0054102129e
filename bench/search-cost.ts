// npm run bench:search [-- --requests 200 --seconds 5]: what one /search request costs the server,
// for a typical query and for the most expensive ones a sender can send: CPU time per request
// (the server's own, from /proc), bytes sent, and requests per second at 10 connections.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ensureBuild, startProduction } from '../e2e/support/server';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3191' },
    root: { type: 'string', default: '.' },
  },
});
const requests = Math.min(Math.max(Number(values.requests) || 200, 10), 2000);
const seconds = Math.min(Math.max(Number(values.seconds) || 5, 1), 30);

/** Queries chosen to make the matcher and the page as large as they can be, beside typical ones. */
export const QUERIES: [string, string][] = [
  ['typical: one word', 'design'],
  ['typical: two words', 'brand identity'],
  ['eight one-letter words', 'e a i n r s t o'],
  ['eight common pairs', 'er an re on at en es in'],
  ['one common pair', 'er'],
  ['one common pair', 'in'],
  ['eight common triples', 'the ing and ion ent her for tio'],
  ['one 100-letter word', 'e'.repeat(100)],
  ['accents and scripts', 'é ü ñ ø α β д я'],
];

/** utime + stime of a process, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function main() {
  ensureBuild({ force: false, root: values.root });
  const server = await startProduction(Number(values.port), {}, values.root);
  const { origin, pid } = server;
  if (!pid) throw new Error('the server has no pid');
  try {
    const rows: string[][] = [];
    for (const [label, query] of QUERIES) {
      const url = `${origin}/search?q=${encodeURIComponent(query)}`;
      // Warm: the first request compiles and caches what every later one reuses.
      for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer();
      let bytes = 0;
      const before = cpuMs(pid);
      for (let i = 0; i < requests; i++)
        bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
      const perRequest = (cpuMs(pid) - before) / requests;
      const load = await autocannon({ url, connections: 10, duration: seconds });
      rows.push([
        label,
        JSON.stringify(query),
        `${perRequest.toFixed(1)} ms`,
        `${(bytes / 1024).toFixed(0)} KB`,
        (load['2xx'] / (load.duration || seconds)).toFixed(0),
        `${load.latency.p99} ms`,
      ]);
    }
    console.log(`\n/search on ${os.cpus().length} cores, Node ${process.version}, ${origin}\n`);
    console.log('| query | q | server CPU / request | HTML | requests/s (10 connections) | p99 |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
