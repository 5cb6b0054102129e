/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { allJsonSchemas } from './json-schema';

describe('committed JSON Schemas', () => {
  it.each(Object.entries(allJsonSchemas()))(
    'config/schema/%s matches the zod schema (run `npm run schemas` after changing it)',
    (file, generated) => {
      const committed = fs.readFileSync(path.join(process.cwd(), 'config', 'schema', file), 'utf8');
      expect(committed).toBe(generated);
    },
  );

  it('lets a list file be an envelope that names its schema', () => {
    const schema = JSON.parse(allJsonSchemas()['skills.schema.json']!);
    const envelope = schema.anyOf[1];
    expect(envelope.properties.$schema.type).toBe('string');
    expect(envelope.properties.data.items.properties.percentage).toEqual({
      type: 'number',
      minimum: 0,
      maximum: 100,
    });
  });

  it('names every sample config file\'s schema with "$schema"', () => {
    for (const file of Object.keys(allJsonSchemas())) {
      const configFile = path.join(process.cwd(), 'config', file.replace('.schema', ''));
      if (!fs.existsSync(configFile)) continue;
      const json = JSON.parse(fs.readFileSync(configFile, 'utf8'));
      expect(json.$schema).toBe(`./schema/${file}`);
    }
  });
});
