/** Writes the sample's editor schemas, examples/sample/config/schema/*.schema.json: run after
 * changing lib/content/schemas.ts. `npm run upgrade` copies them into an owner's site. */
import fs from 'node:fs';
import path from 'node:path';
import { allEditorSchemas } from '../lib/content/editor-schema';
import { SAMPLE_FOLDER } from '../lib/site-folder';

const schemas = path.join(SAMPLE_FOLDER, 'config', 'schema');
const dir = path.join(process.cwd(), schemas);
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(allEditorSchemas())) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote ${schemas}/${file}`);
}
