import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const KEY = 'PORTFOLIO_TEST_SCRATCH';

/** Points TMPDIR at one folder for the whole run, so the temporary sites, data folders and
 * browser profiles the tests make, in every worker and child process, go where one call removes
 * them. */
export default function openScratch(): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-tests-'));
  // Passable, not listable, by others: nginx's workers (started as root, run as nobody) reach the
  // cache and logs of the folder nginxDir opens inside it.
  fs.chmodSync(dir, 0o711);
  process.env[KEY] = dir;
  process.env.TMPDIR = dir;
}

export function closeScratch(): void {
  const dir = process.env[KEY];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
