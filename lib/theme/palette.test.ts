import { contrast } from './colour';
import { accentProblem, accentRule, nearestPassing, resolveAccents, shades } from './palette';
import { BACKGROUNDS } from './themes';

// Brand colours owners bring: deep, bright, pale, near black, near white.
const BRANDS = ['#1d4ed8', '#0f766e', '#7c3aed', '#be185d', '#111111', '#b45309', '#15803d'];

describe('resolveAccents', () => {
  it.each(BRANDS)('gives %s a dark-theme shade that passes, when the owner gives none', (brand) => {
    const { light, dark } = resolveAccents(brand);
    expect(light).toBe(brand);
    expect(accentProblem('dark', dark)).toBeUndefined();
    // Lightened just enough: the dark shade is on the edge of AA, not washed out to white.
    expect(contrast(dark, BACKGROUNDS.dark.surface)).toBeLessThan(7);
  });

  it("keeps the owner's own dark accent", () => {
    expect(resolveAccents('#1d4ed8', '#93c5fd')).toEqual({ light: '#1d4ed8', dark: '#93c5fd' });
  });
});

describe('accentProblem', () => {
  it.each(['#ffd400', '#ef6a47', '#7dd3fc'])(
    'fails %s in the light theme and names a darker shade that passes',
    (weak) => {
      const problem = accentProblem('light', weak);
      expect(problem).toMatch(
        /needs at least 4\.5:1 contrast \(WCAG AA\) wherever the light theme/,
      );
      const suggestion = /such as "(#[0-9a-f]{6})"/.exec(problem ?? '')?.[1];
      expect(suggestion).toBe(nearestPassing('light', weak));
      expect(accentProblem('light', suggestion!)).toBeUndefined();
    },
  );

  it('fails a dark accent too dark for the dark backgrounds', () => {
    expect(accentProblem('dark', '#1d4ed8')).toMatch(/Choose a lighter shade, such as "#/);
  });
});

describe('accentRule', () => {
  it('writes each theme’s shades as the custom properties the partial reads', () => {
    const rule = accentRule({ light: '#0f766e', dark: '#5da39d' });
    const light = shades('light', '#0f766e');
    expect(rule).toBe(
      `:root{--owner-accent-light:#0f766e;--owner-accent-light-hover:${light.hover};` +
        `--owner-accent-light-soft:${light.soft};--owner-accent-dark:#5da39d;` +
        `--owner-accent-dark-hover:${shades('dark', '#5da39d').hover};` +
        `--owner-accent-dark-soft:${shades('dark', '#5da39d').soft}}`,
    );
  });
});
