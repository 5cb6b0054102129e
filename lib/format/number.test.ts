import { formatPercent } from './number';

describe('formatPercent', () => {
  // The space before % is a no-break space, narrow or not as the ICU data in use has it.
  it('writes a percentage as the language does', () => {
    expect(formatPercent(80, 'en')).toBe('80%');
    expect(formatPercent(80, 'fr')).toMatch(/^80[\u00a0\u202f]%$/);
    expect(formatPercent(80, 'de')).toMatch(/^80[\u00a0\u202f]%$/);
    expect(formatPercent(80, 'tr')).toBe('%80');
    expect(formatPercent(92.5, 'en')).toBe('92.5%');
    expect(formatPercent(92.5, 'fr')).toMatch(/^92,5[\u00a0\u202f]%$/);
  });
});
