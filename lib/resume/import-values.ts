/** Reading a JSON Resume document, whose every value may be missing or of another type. */
export type Json = Record<string, unknown>;

export const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
export const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : []);
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item) => item !== undefined) : [];
export const some = (items: string[]) => (items.length ? items : undefined);

export const WEB = /^https?:\/\/\S+$/;
