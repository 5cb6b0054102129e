/** @jest-environment node */
import path from 'node:path';
import { compileString } from 'sass';
import { contrast } from '@/lib/theme/colour';
import { DEFAULT_ACCENT, shades } from '@/lib/theme/palette';
import { BACKGROUNDS, THEMES, type Theme } from '@/lib/theme/themes';

/** A mixin's custom properties, from the design partial: the one place colours are written. */
function tokens(include: string): Record<string, string> {
  const { css } = compileString(`@use 'design' as *;\na { @include ${include}; }`, {
    loadPaths: [path.join(process.cwd(), 'app/styles')],
    style: 'expanded',
  });
  const first = css.slice(css.indexOf('{') + 1, css.indexOf('}'));
  return Object.fromEntries(
    [...first.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const shared = tokens('tokens');

/** A theme's tokens, with var(--owner-…, fallback) read as the fallback: the default accent. */
function theme(name: Theme): Record<string, string> {
  const values = { ...shared, ...tokens(`theme(${name})`) };
  const resolve = (value: string): string => {
    const owner = /^var\(--owner-[\w-]+,\s*(#[0-9a-f]+)\)$/i.exec(value);
    if (owner) return owner[1]!;
    const token = /^var\(--([\w-]+)\)$/.exec(value);
    return token ? resolve(values[token[1]!]!) : value;
  };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, resolve(value)]));
}

const palettes = { light: theme('light'), dark: theme('dark') };

// [text, background, minimum]: 4.5 for text, 3 for focus rings, field borders and other UI.
const PAIRS: [string, string, number][] = [
  ['text', 'paper', 4.5],
  ['text', 'surface', 4.5],
  ['text-muted', 'paper', 4.5],
  ['text-muted', 'surface', 4.5],
  ['accent', 'paper', 4.5],
  ['accent', 'surface', 4.5],
  ['accent', 'accent-soft', 4.5],
  ['on-accent', 'accent', 4.5],
  ['on-accent', 'accent-hover', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-soft', 4.5],
  ['text', 'danger-soft', 4.5],
  ['on-inverse', 'inverse', 4.5],
  ['text-on-dark', 'ink-950', 4.5],
  ['text-on-dark', 'ink-900', 4.5],
  ['text-on-dark-muted', 'ink-950', 4.5],
  ['text-on-dark-muted', 'ink-900', 4.5],
  ['accent-bright', 'ink-950', 4.5],
  ['accent-bright', 'ink-900', 4.5],
  ['focus', 'paper', 3],
  ['focus', 'surface', 3],
  ['field-border', 'surface', 3],
  ['inverse', 'paper', 3],
];

describe.each(THEMES)('the %s theme', (name) => {
  const palette = palettes[name];

  it('has a value for every colour token the other theme has', () => {
    const other = palettes[name === 'light' ? 'dark' : 'light'];
    expect(Object.keys(palette).sort()).toEqual(Object.keys(other).sort());
  });

  it.each(PAIRS)('draws %s on %s at %s:1 or more', (fore, back, minimum) => {
    expect(palette[fore]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(palette[back]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(palette[fore]!, palette[back]!)).toBeGreaterThanOrEqual(minimum);
  });

  it('has the backgrounds the accent check measures against', () => {
    const { paper, surface, 'ink-950': ink950, 'ink-900': ink900 } = palette;
    expect({ paper, surface, 'ink-950': ink950, 'ink-900': ink900 }).toEqual(BACKGROUNDS[name]);
  });

  it('falls back to the accent shades lib/theme/palette.ts derives for the default accent', () => {
    const expected = shades(name, DEFAULT_ACCENT[name]);
    expect({
      accent: palette.accent,
      hover: palette['accent-hover'],
      soft: palette['accent-soft'],
      onAccent: palette['on-accent'],
    }).toEqual(expected);
  });
});
