export type PriceValue = {
  amount?: number;
  from?: number;
  currency: string;
  unit: 'project' | 'day' | 'hour' | 'month';
};

/** The page's labels: `from` holds "{amount}" where the amount goes ("from {amount}", "{amount}から"). */
export type PriceLabels = {
  from: string;
  units: Record<PriceValue['unit'], string>;
};

export type PriceParts = {
  /** Before and after the amount: "from" in English, "ab" in German, "から" after it in Japanese. */
  before: string;
  amount: string;
  after: string;
  unit: string;
};

export const AMOUNT_SLOT = '{amount}';

/** Whole amounts without decimals ("€4,800"), others as the currency writes them ("€650.50"). */
export function formatAmount(value: number, currency: string, locale: string): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  }).format(value);
}

export function priceParts(price: PriceValue, locale: string, labels: PriceLabels): PriceParts {
  const fixed = price.amount !== undefined;
  const amount = formatAmount((fixed ? price.amount : price.from)!, price.currency, locale);
  const slot = labels.from.indexOf(AMOUNT_SLOT);
  const [before, after] =
    fixed || slot < 0
      ? ['', '']
      : [labels.from.slice(0, slot), labels.from.slice(slot + AMOUNT_SLOT.length)];
  return { before, amount, after, unit: labels.units[price.unit] };
}

/** On one line: "from €1,200 per day", "à partir de 1 200 € par jour". */
export function priceText(price: PriceValue, locale: string, labels: PriceLabels): string {
  const { before, amount, after, unit } = priceParts(price, locale, labels);
  return `${before}${amount}${after} ${unit}`.trim();
}
