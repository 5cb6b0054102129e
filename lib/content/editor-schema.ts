import path from 'node:path';
import { z } from 'zod';
import { contentFiles, OPTIONAL_FIELD, type ContentKey } from './schemas';

export const editorSchemaFileName = (key: ContentKey) =>
  contentFiles[key].file.replace(/\.json$/, '.schema.json');

/** The "$schema" by which a file in `folder` names its editor schema `schemaFile`: relative, with
 * "/", as editors read it as an address on every system (a Windows backslash is not). */
export function editorSchemaRef(
  folder: string,
  schemaFile: string,
  paths: path.PlatformPath = path,
): string {
  return paths.relative(folder, schemaFile).split(paths.sep).join('/');
}

/** For editors; list files also accept the { "data": [...] } envelope. */
export function editorSchemaFor(key: ContentKey): Record<string, unknown> {
  const spec = contentFiles[key];
  const item = z.toJSONSchema(spec.schema, {
    io: 'input',
    unrepresentable: 'any',
    // An optional field also accepts null and "", as the build does.
    override: ({ zodSchema, jsonSchema }) => {
      if (!z.globalRegistry.get(zodSchema)?.[OPTIONAL_FIELD]) return;
      const value = { ...(jsonSchema as Record<string, unknown>) };
      delete value[OPTIONAL_FIELD];
      for (const name of Object.keys(jsonSchema))
        delete (jsonSchema as Record<string, unknown>)[name];
      Object.assign(jsonSchema, { anyOf: [value, { type: 'null' }, { const: '' }] });
    },
  });
  const { $schema: draft, ...itemSchema } = item;
  const schemaRef = { type: 'string', description: 'The JSON Schema this file follows.' };
  const title = `config/${spec.file}`;

  if (!spec.list) {
    const properties = { $schema: schemaRef, ...(itemSchema.properties as object) };
    return { $schema: draft, title, ...itemSchema, properties };
  }
  const list = { type: 'array', items: itemSchema };
  return {
    $schema: draft,
    title,
    anyOf: [
      list,
      {
        type: 'object',
        properties: {
          $schema: schemaRef,
          data: list,
          current_page: { type: 'number' },
          last_page: { type: 'number' },
        },
        required: ['data'],
      },
    ],
  };
}

export function allEditorSchemas(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(contentFiles) as ContentKey[]).map((key) => [
      editorSchemaFileName(key),
      `${JSON.stringify(editorSchemaFor(key), null, 2)}\n`,
    ]),
  );
}
