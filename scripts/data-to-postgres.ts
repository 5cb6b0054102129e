/** npm run data:to-postgres: copies the SQLite files in DATA_DIR into the PostgreSQL database
 * named by DATABASE_URL. Run it again to copy what arrived since; nothing is copied twice. */
import { requiredDatabaseUrl, settings } from '../lib/settings';
import { copySqliteToPostgres, type TableCopy } from '../lib/store/copy-to-postgres';
import { PAGE_VIEWS_FILE } from '../lib/store/page-views';

/** An error from the driver might quote the address or its password: neither is shown. */
export function withoutSecrets(text: string, url: string): string {
  const secrets = [url];
  try {
    const { password } = new URL(url);
    secrets.push(password, decodeURIComponent(password));
  } catch {
    // Not parsed as a URL, or a password not decodable: what was found is still hidden.
  }
  return secrets.filter(Boolean).reduce((shown, secret) => shown.split(secret).join('***'), text);
}

export const formatCopy = ({ table, read, copied }: TableCopy) =>
  `${table}: ${read} read, ${copied} copied`;

/** `env`: the environment's DATABASE_URL unless given. */
export async function runDataToPostgres(
  env?: Record<string, string | undefined>,
  dataDir = () => settings().dataDir,
  print: (line: string) => void = console.log,
): Promise<boolean> {
  let url = '';
  try {
    url = requiredDatabaseUrl(env);
    const dir = dataDir();
    print(`Copying ${dir} into the PostgreSQL database of DATABASE_URL.`);
    const { oldPageViews } = await copySqliteToPostgres(dir, url, {
      onTable: (copy) => print(formatCopy(copy)),
    });
    if (oldPageViews) {
      print(
        `portfolio.db still holds ${oldPageViews} page views from an older version, not copied: ` +
          `start the site once without DATABASE_URL to move them into ${PAGE_VIEWS_FILE}, then run this again.`,
      );
    }
    print('Done. Rows PostgreSQL held already were left as they are.');
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`data:to-postgres: ${url ? withoutSecrets(message, url) : message}`);
    return false;
  }
}

if (require.main === module) {
  void runDataToPostgres().then((ok) => {
    if (!ok) process.exitCode = 1;
  });
}
