import { z } from 'zod';
import { contentFiles, NOTE_FIELDS, noteSchema, OPTIONAL_FIELD, type ContentKey } from './schemas';

type Json = Record<string, unknown>;

/** The dashboard's form for a file, from the same zod schema as its editor schema: an optional
 * field is simply left out (not null or ""), and a value of several kinds is typed as text. */
function formOf(schema: z.ZodType): Json {
  const json: Json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (z.globalRegistry.get(zodSchema)?.[OPTIONAL_FIELD]) {
        delete (jsonSchema as Json)[OPTIONAL_FIELD];
      }
    },
  });
  delete json.$schema;
  return plain(json) as Json;
}

/** A year written 2019 or "2019", a category's id as a number or text: one text field. */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = plain(value);
  const primitive = (option: unknown) =>
    !!option &&
    typeof option === 'object' &&
    ['string', 'number', 'integer'].includes((option as Json).type as string);
  if (Array.isArray(out.anyOf) && out.anyOf.every(primitive)) {
    delete out.anyOf;
    out.type = 'string';
  }
  if (Array.isArray(out.type)) out.type = 'string';
  return out;
}

/** A translation holds only what its language changes: nothing in it is required. */
function nothingRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nothingRequired);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'required') out[key] = nothingRequired(value);
  }
  return out;
}

export function formSchemaFor(key: ContentKey, translation = false): Json {
  const spec = contentFiles[key];
  const item = formOf(spec.schema);
  const shaped = translation ? (nothingRequired(item) as Json) : item;
  return spec.list ? { type: 'array', items: shaped } : shaped;
}

/** A note: its front matter's fields, then its text in Markdown. */
export function noteFormSchema(translation = false): Json {
  const front = formOf(noteSchema);
  const properties = { ...(front.properties as Json), body: { type: 'string' } };
  const required = translation ? [] : ['title', 'date'];
  return { type: 'object', properties, required };
}

export const NOTE_FORM_FIELDS = [...NOTE_FIELDS, 'body'];
