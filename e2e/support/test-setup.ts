import openScratch from './scratch';
import { startTestPostgres } from './postgres';
import { findPostgres } from './postgres';

/** Jest's and Playwright's global set-up: the run's scratch folder, and its PostgreSQL server
 * (required in CI; elsewhere the PostgreSQL runs are skipped, with a word, when it is missing). */
export default async function setUp() {
  openScratch();
  if (!findPostgres() && !process.env.PORTFOLIO_TEST_DATABASE_URL && !process.env.CI) {
    console.warn(
      '\n[tests] PostgreSQL is not installed: its runs are skipped (apt-get install postgresql).\n',
    );
    return;
  }
  await startTestPostgres();
}
