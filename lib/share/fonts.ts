/**
 * The faces share cards are drawn with: the site's own (Inter, Space Grotesk) from their
 * @fontsource packages, as paths from the project's root. next.config.ts traces them into the
 * standalone build, so a card renders wherever the server runs.
 *
 * Every subset the cards may need, so an owner's accented, Greek or Cyrillic text is drawn with the
 * site's faces. The renderer uses one face per family name and falls back to the other families
 * for a missing glyph, so each subset is a family of its own.
 */
const familyOf = (face: string, subset: string) =>
  subset === 'latin' ? face : `${face} ${subset}`;

const file = (pkg: string, name: string) => `node_modules/@fontsource/${pkg}/files/${name}`;

export const SHARE_FACES = [
  ...['latin', 'latin-ext', 'greek', 'cyrillic'].flatMap((subset) =>
    ([400, 600] as const).map((weight) => ({
      name: familyOf('Inter', subset),
      file: file('inter', `inter-${subset}-${weight}-normal.woff`),
      weight,
    })),
  ),
  ...['latin', 'latin-ext'].map((subset) => ({
    name: familyOf('Space Grotesk', subset),
    file: file('space-grotesk', `space-grotesk-${subset}-700-normal.woff`),
    weight: 700 as const,
  })),
];
