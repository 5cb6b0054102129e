/** Prints the failed or flaky tests last in the CI log; a local run writes no report. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sites } from './sites';

interface Result {
  status: string;
  error?: { message?: string };
}
interface Test {
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results: Result[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: Test[];
}
interface Suite {
  title: string;
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function* specs(suites: Suite[], path: string[] = []): Generator<[string[], Spec]> {
  for (const suite of suites) {
    // The top suite is the file, which the spec's own `file` already names.
    const here = path.length === 0 && suite.title.endsWith('.ts') ? [] : [...path, suite.title];
    for (const spec of suite.specs ?? []) yield [here, spec];
    yield* specs(suite.suites ?? [], here.length === 0 ? [''] : here);
  }
}

function firstLines(message: string | undefined, count = 8): string {
  const plain = (message ?? '(no message)').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');
}

export function summarise(name: string, report: Report): string {
  const lines: string[] = [];
  for (const [path, spec] of specs(report.suites)) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const title = [...path.filter(Boolean), spec.title].join(' › ');
      const verdict = test.status === 'unexpected' ? 'FAILED' : 'passed on retry';
      lines.push(`  ${verdict}: ${spec.file}:${spec.line} › ${title}`);
      test.results.forEach((result, attempt) => {
        if (result.status === 'passed' || result.status === 'skipped') return;
        lines.push(`    attempt ${attempt + 1}: ${result.status}`);
        lines.push(firstLines(result.error?.message));
      });
    }
  }
  const stats = report.stats;
  const counts = stats
    ? `${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`
    : '';
  return [`[${name}] ${counts}`, ...lines].join('\n');
}

/** Each set's summary, from the JSON reports a CI run wrote in `dir`. */
export function printSummaries(dir = 'test-results') {
  for (const name of Object.keys(sites)) {
    const file = join(dir, `${name}.json`);
    if (!existsSync(file)) continue;
    console.log(summarise(name, JSON.parse(readFileSync(file, 'utf8')) as Report));
  }
}

if (require.main === module) printSummaries();
