/** Writes the editor schemas, config/schema/*.schema.json: run after changing lib/content/schemas.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { allEditorSchemas } from '../lib/content/editor-schema';

const dir = path.join(process.cwd(), 'config', 'schema');
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(allEditorSchemas())) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote config/schema/${file}`);
}
