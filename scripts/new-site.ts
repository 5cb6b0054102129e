/** `npm run new-site -- --name "First Last" [--email you@example.com] [--force]`: the sample becomes
 * the owner's empty site (lib/content/new-site.ts). */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatNewSite, newSite, NewSiteRefused } from '../lib/content/new-site';

const USAGE = 'Usage: npm run new-site -- --name "First Last" [--email you@example.com] [--force]';

try {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
  } else if (!values.name) {
    throw new NewSiteRefused(`--name is needed.\n${USAGE}`);
  } else {
    const report = newSite({
      root: path.resolve(__dirname, '..'),
      name: values.name,
      email: values.email,
      force: values.force,
    });
    console.log(formatNewSite(report));
  }
} catch (error) {
  const known =
    error instanceof NewSiteRefused ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(known ? `✗ ${(error as Error).message}` : error);
  if (known && !(error instanceof NewSiteRefused)) console.error(USAGE);
  process.exitCode = 1;
}
