/** Mixing is in sRGB, as CSS color-mix(in srgb, …) does, so a derived shade is the one shown. */

export type Rgb = readonly [number, number, number];

export const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const isHex = (value: string) => HEX.test(value);

export function parseHex(value: string): Rgb {
  if (!isHex(value)) throw new Error(`not a #rrggbb colour: ${value}`);
  const digits =
    value.length === 4 ? [...value.slice(1)].map((d) => d + d).join('') : value.slice(1);
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

export const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` (0–1) of `b` mixed into `a`: color-mix(in srgb, a, b amount). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((c, i) => c + (y[i]! - c) * amount) as unknown as Rgb);
}

/** "4.52:1", rounded down so a shown ratio never claims more than it has. */
export const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;
