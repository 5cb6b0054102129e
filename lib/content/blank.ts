/** Absent, null, blank text or an empty list: what the site reads as "none" in an owner's field. */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && !value.length);
