import { plainSlug, plainText } from './text';

describe('plainText', () => {
  it('strips tags and decodes common entities', () => {
    expect(plainText('<p>Brand &amp; web, <strong>fast</strong>.</p><ul><li>One</li></ul>')).toBe(
      'Brand & web, fast . One',
    );
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const text = plainText('<p>A calm, clear booking flow for a dental practice in Lyon.</p>', 30);
    expect(text).toBe('A calm, clear booking flow…');
    expect(text.length).toBeLessThanOrEqual(30);
  });
});

test('plainSlug writes a name in plain letters, and gives nothing for another script', () => {
  expect(plainSlug('Café — Lumen')).toBe('cafe-lumen');
  expect(plainSlug('Eleftheria Papadimitríou-Kjærgaard')).toBe(
    'eleftheria-papadimitriou-kjaergaard',
  );
  expect(plainSlug('Straße & Łódź')).toBe('strasse-lodz');
  expect(plainSlug('王小明')).toBe('');
});
