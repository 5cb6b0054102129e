import { AMOUNT_SLOT, formatAmount, priceText, type PriceLabels } from './price';

const labels = (from: string, units: Partial<PriceLabels['units']> = {}): PriceLabels => ({
  from: from.replace('#', AMOUNT_SLOT),
  units: { project: 'per project', day: 'per day', hour: 'per hour', month: 'per month', ...units },
});

// Intl writes a narrow no-break space in some languages; a reader sees a space.
const seen = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('whole amounts have no decimals; others keep the currency’s own', () => {
  expect(formatAmount(4800, 'EUR', 'en')).toBe('€4,800');
  expect(formatAmount(650.5, 'EUR', 'en')).toBe('€650.50');
  expect(formatAmount(120, 'USD', 'en')).toBe('$120');
  expect(formatAmount(15000, 'JPY', 'en')).toBe('¥15,000');
});

test('English: "from" before the amount, the unit after', () => {
  const english = labels('from #');
  expect(priceText({ amount: 4800, currency: 'EUR', unit: 'project' }, 'en', english)).toBe(
    '€4,800 per project',
  );
  expect(priceText({ from: 650, currency: 'GBP', unit: 'day' }, 'en', english)).toBe(
    'from £650 per day',
  );
});

test('French: grouped with a space, the sign after, "à partir de"', () => {
  const french = labels('à partir de #', { day: 'par jour', project: 'par projet' });
  expect(seen(priceText({ from: 9500, currency: 'EUR', unit: 'project' }, 'fr', french))).toBe(
    'à partir de 9 500 € par projet',
  );
  expect(seen(priceText({ amount: 650.5, currency: 'EUR', unit: 'day' }, 'fr', french))).toBe(
    '650,50 € par jour',
  );
});

test('German: grouped with a dot, "ab"', () => {
  const german = labels('ab #', { hour: 'pro Stunde' });
  expect(seen(priceText({ from: 1200, currency: 'CHF', unit: 'hour' }, 'de', german))).toBe(
    'ab 1.200 CHF pro Stunde',
  );
});

test('Japanese: yen without decimals, "から" after the amount', () => {
  const japanese = labels('#から', { month: '月額' });
  expect(priceText({ from: 300000, currency: 'JPY', unit: 'month' }, 'ja', japanese)).toBe(
    '￥300,000から 月額',
  );
});

test('Arabic: the currency as Arabic writes it, and Arabic-Indic digits where the region uses them', () => {
  const arabic = labels('ابتداءً من #', { day: 'في اليوم' });
  const text = priceText({ from: 2500, currency: 'AED', unit: 'day' }, 'ar', arabic);
  expect(text.startsWith('ابتداءً من ')).toBe(true);
  expect(text).toContain('2,500');
  expect(text).toContain('د.إ.');
  expect(text.endsWith('في اليوم')).toBe(true);
  expect(formatAmount(2500, 'EGP', 'ar-EG')).toContain('٢٬٥٠٠');
});
