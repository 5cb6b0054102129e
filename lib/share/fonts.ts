/** next.config.ts traces these paths into the standalone build. The renderer takes one face per
 * family name, so each subset is a family of its own and a missing glyph falls back to the next. */
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
