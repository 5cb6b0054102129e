import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A copy of the sample's config/ with `files` laid over it (French by default), for CONFIG_DIR. */
export function sampleSiteWith(files: Record<string, unknown> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-site-'));
  fs.cpSync(path.resolve('config'), dir, { recursive: true });
  for (const [name, value] of Object.entries({ 'site.json': { language: 'fr' }, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  }
  return dir;
}
