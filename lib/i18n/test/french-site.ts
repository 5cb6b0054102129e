import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// lib/i18n sits below lib/content, so the sample's folder is written out rather than imported.
const SAMPLE_CONFIG = 'examples/sample/config';

/** A copy of the sample's config/ with `files` laid over it (French by default), for CONFIG_DIR. */
export function sampleSiteWith(files: Record<string, unknown> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-site-'));
  fs.cpSync(path.resolve(SAMPLE_CONFIG), dir, { recursive: true });
  for (const [name, value] of Object.entries({ 'site.json': { language: 'fr' }, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  }
  return dir;
}
