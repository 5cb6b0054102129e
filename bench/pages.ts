/** Lighthouse (mobile preset) on chosen pages of a running site, the median of `--runs`:
 *   npm run bench:pages -- http://127.0.0.1:3000 /portfolio/kestrel-analytics [--dark] [--runs 5]
 * For a page's budget while it is worked on; `npm run bench` measures every page of both sets. */
import { parseArgs } from 'node:util';
import { audit, warmUp } from './lighthouse';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, dark: { type: 'boolean', default: false } },
});
const [base, ...routes] = positionals;
if (!base || !routes.length || !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
  console.error('Usage: npm run bench:pages -- http://127.0.0.1:<port> <path> [path …]');
  process.exit(2);
}
const runs = Math.min(Math.max(Number(values.runs) || 5, 1), 9);

async function main() {
  const urls = routes.map((route) => new URL(route, base).toString());
  await warmUp(urls);
  console.log(`| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | bytes |`);
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
  for (const [index, url] of urls.entries()) {
    const a = await audit(url, runs, values.dark ? 'dark' : 'light');
    console.log(
      `| ${routes[index]} | ${a.performance} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${Math.round(a.lcp)} ms | ${Math.round(a.tbt)} ms | ${a.cls.toFixed(3)} | ${(a.totalBytes / 1024).toFixed(1)} KB |`,
    );
    for (const failure of a.failures) console.log(`  ${routes[index]}: ${failure}`);
  }
}

void main();
