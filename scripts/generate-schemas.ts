/** Writes config/schema/*.schema.json from the zod schemas: run after changing lib/content/schemas.ts. */
import fs from 'node:fs';
import path from 'node:path';
import { allJsonSchemas } from '../lib/content/json-schema';

const dir = path.join(process.cwd(), 'config', 'schema');
fs.mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(allJsonSchemas())) {
  fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote config/schema/${file}`);
}
