/** The number in international form: "33 6 12 34 56 78" → "+33 6 12 34 56 78". */
export function withPlus(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** "+33 6 12 34 56 78" → "tel:+33612345678" */
export function telHref(phone: string): string {
  return `tel:${withPlus(phone).replace(/[^\d+]/g, '')}`;
}
