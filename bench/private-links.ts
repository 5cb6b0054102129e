// npm run bench:private-links [-- --rounds 2000]: how long refusing a token takes, by reason, on
// the link's page (GET) and its click (POST), beside one that opens: refusals must not tell a
// guesser which tokens exist. A token new to the process costs more, so an unknown one is resent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { newSecret } from '../lib/store/input';
import { openData } from '../lib/store/open';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2000' } } });
const rounds = Math.min(Math.max(Number(values.rounds) || 2000, 100), 20_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-private-links-'));
const store = openData({ dataDir: dir }).privateLinks();
const now = new Date();
const link = (options: { expiresAt?: Date; maxUses?: number } = {}) =>
  store.createLink({
    projects: ['acme-redesign'],
    client: 'Acme GmbH',
    expiresAt: options.expiresAt ?? null,
    maxUses: options.maxUses ?? null,
    now: new Date(now.getTime() - 7 * 86_400_000),
  });

async function main() {
  // A site with many links, as the index is searched among them.
  for (let i = 0; i < 2000; i += 1) await link();
  const opens = await link();
  const expired = await link({ expiresAt: new Date(now.getTime() - 86_400_000) });
  const revoked = await link();
  await store.revoke(revoked.id, now);
  const usedUp = await link({ maxUses: 1 });
  await store.exchange(usedUp.token, now);

  const fixed = newSecret();
  const kinds: [string, () => string][] = [
    ['unknown', () => newSecret()],
    ['unknown, the same each time', () => fixed],
    ['expired', () => expired.token],
    ['revoked', () => revoked.token],
    ['used up', () => usedUp.token],
    ['opens (a session made)', () => opens.token],
  ];
  const ways = {
    'page (GET)': (token: string) => store.wouldOpen(token, now),
    'click (POST)': (token: string) => store.exchange(token, now),
  };
  const times = new Map(
    kinds.flatMap(([name]) => Object.keys(ways).map((way) => [`${way}, ${name}`, [] as number[]])),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const [way, ask] of Object.entries(ways)) {
      for (const [name, token] of kinds) {
        const given = token();
        const started = performance.now();
        await ask(given);
        times.get(`${way}, ${name}`)!.push((performance.now() - started) * 1000);
      }
    }
  }
  const at = (sorted: number[], share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  console.log(
    `${rounds} tries of each, interleaved, among 2,004 links; median and 99th percentile:\n`,
  );
  console.log('| token | median | p99 |\n| --- | ---: | ---: |');
  for (const [name, measured] of times) {
    const sorted = measured.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${at(sorted, 0.5).toFixed(1)} µs | ${at(sorted, 0.99).toFixed(1)} µs |`,
    );
  }
}

main()
  .finally(() => {
    store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  })
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
