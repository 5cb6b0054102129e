import { telHref, withPlus } from './phone';

describe('phone formatting', () => {
  it('shows the number with its plus sign, once', () => {
    expect(withPlus('33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(withPlus(' +44 20 7946 0000 ')).toBe('+44 20 7946 0000');
  });

  it('makes a dialable tel: link', () => {
    expect(telHref('33 6 12 34 56 78')).toBe('tel:+33612345678');
    expect(telHref('+1 (555) 010-9999')).toBe('tel:+15550109999');
  });
});
