/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { allEditorSchemas, editorSchemaRef } from './editor-schema';
import { SAMPLE_FOLDER } from '../site-folder';

const sampleConfig = path.join(process.cwd(), SAMPLE_FOLDER, 'config');

describe('committed editor schemas', () => {
  it.each(Object.entries(allEditorSchemas()))(
    `${SAMPLE_FOLDER}/config/schema/%s matches the zod schema (run \`npm run schemas\` after changing it)`,
    (file, generated) => {
      const committed = fs.readFileSync(path.join(sampleConfig, 'schema', file), 'utf8');
      expect(committed).toBe(generated);
    },
  );

  it('lets a list file be an envelope that names its schema', () => {
    const schema = JSON.parse(allEditorSchemas()['skills.schema.json']!);
    const envelope = schema.anyOf[1];
    expect(envelope.properties.$schema.type).toBe('string');
    // Optional: a service without a level.
    expect(envelope.properties.data.items.properties.percentage.anyOf[0]).toEqual({
      type: 'number',
      minimum: 0,
      maximum: 100,
    });
    expect(envelope.properties.data.items.required).toEqual(['name']);
  });

  it('names every sample config file\'s schema with "$schema"', () => {
    for (const file of Object.keys(allEditorSchemas())) {
      const configFile = path.join(sampleConfig, file.replace('.schema', ''));
      if (!fs.existsSync(configFile)) continue;
      const json = JSON.parse(fs.readFileSync(configFile, 'utf8'));
      expect(json.$schema).toBe(`./schema/${file}`);
    }
  });
});

describe('an editor schema', () => {
  /** Every object an item may hold, the list's { "data" } envelope left aside. */
  function objects(node: unknown, at: string, out: [string, Record<string, unknown>][] = []) {
    if (!node || typeof node !== 'object') return out;
    const schema = node as Record<string, unknown>;
    if (
      schema.type === 'object' &&
      !(schema.properties as object | undefined)?.hasOwnProperty('data')
    ) {
      out.push([at, schema]);
    }
    for (const [key, value] of Object.entries(schema)) objects(value, `${at}/${key}`, out);
    return out;
  }

  it.each(Object.entries(allEditorSchemas()))(
    '%s refuses unknown fields, so an editor underlines "sumary" or "Private"',
    (_, text) => {
      const found = objects(JSON.parse(text), '');
      expect(found.length).toBeGreaterThan(0);
      for (const [at, schema] of found) {
        expect([at, schema.additionalProperties]).toEqual([at, false]);
      }
    },
  );
});

describe('editorSchemaRef', () => {
  it('names the schema with "/" on Windows, as editors read "$schema" as an address', () => {
    const config = 'C:\\Users\\ada\\portfolio\\site\\config';
    const schema = path.win32.join(config, 'schema', 'about.schema.json');
    expect(editorSchemaRef(config, schema, path.win32)).toBe('schema/about.schema.json');
    expect(editorSchemaRef(path.win32.join(config, 'fr'), schema, path.win32)).toBe(
      '../schema/about.schema.json',
    );
  });

  it('is the relative path as it is elsewhere', () => {
    const schema = path.posix.join('/srv/site/config', 'schema', 'about.schema.json');
    expect(editorSchemaRef('/srv/site/config/fr', schema, path.posix)).toBe(
      '../schema/about.schema.json',
    );
  });
});
