/** An exact tag first, then the same base language either way ("fr-CA" ↔ "fr"). Runs in the
 * browser too: no catalogue, no Intl beyond what every browser has. */
export function bestLanguage(
  preferred: readonly string[],
  available: readonly string[],
): string | undefined {
  const lower = available.map((tag) => tag.toLowerCase());
  const base = (tag: string) => tag.toLowerCase().split('-')[0]!;
  for (const wanted of preferred) {
    const tag = wanted.trim().toLowerCase();
    if (!tag || tag === '*') continue;
    const exact = lower.indexOf(tag);
    if (exact >= 0) return available[exact];
    const sameBase = lower.findIndex((candidate) => base(candidate) === base(tag));
    if (sameBase >= 0) return available[sameBase];
  }
  return undefined;
}

/** "fr-CH, fr;q=0.9, en;q=0.8" → ["fr-CH", "fr", "en"]; bounded, whatever a client sends. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 200)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
