import { joinFacts, keepSeparators, keepTogether, leadText, plainSlug, plainText } from './text';

describe('plainText', () => {
  it('strips tags and decodes common entities', () => {
    expect(plainText('<p>Brand &amp; web, <strong>fast</strong>.</p><ul><li>One</li></ul>')).toBe(
      'Brand & web, fast. One',
    );
  });

  it('joins a word to the punctuation after its inline tags, and keeps blocks and breaks apart', () => {
    expect(plainText('<p>Native <a href="/apps"><em>apps</em></a>, written</p><p>Then</p>')).toBe(
      'Native apps, written Then',
    );
    expect(plainText('one<br>two<br/>three <b>four</b>')).toBe('one two three four');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    const text = plainText('<p>A calm, clear booking flow for a dental practice in Lyon.</p>', 30);
    expect(text).toBe('A calm, clear booking flow…');
    expect(text.length).toBeLessThanOrEqual(30);
  });
});

describe('leadText', () => {
  it('is the first paragraph, whole, whatever its length', () => {
    const first = `Kestrel helps e-commerce teams see which campaigns pay off. ${'Long. '.repeat(60)}`;
    expect(leadText(`<p class="lead">${first}</p><p>Then.</p><ul><li>38%</li></ul>`)).toBe(
      first.trim(),
    );
  });

  it('is the whole text when it has no paragraph, or an empty first one', () => {
    expect(leadText('A single line, no tags.')).toBe('A single line, no tags.');
    expect(leadText('<p> </p><ul><li>One</li></ul>')).toBe('One');
    expect(leadText('')).toBe('');
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

test('a line of facts never starts with its dot, and a date never breaks inside', () => {
  expect(joinFacts(['29 September 2026', null, '3 min read', ''])).toBe(
    '29 September 2026\u00a0· 3 min read',
  );
  expect(keepSeparators('Senior designer · Talweg  ·  Lyon')).toBe(
    'Senior designer\u00a0· Talweg\u00a0· Lyon',
  );
  expect(keepTogether('8 juillet 2026')).toBe('8\u00a0juillet\u00a02026');
});
