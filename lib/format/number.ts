/** 80 → "80%" in English, "80 %" in French, "%80" in Turkish, "٨٠٪؜" in Arabic. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}
