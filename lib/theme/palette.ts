import { contrast, mix, ratioText } from './colour';
import { BACKGROUNDS, THEMES, type Theme } from './themes';

/** Every accent shade shown is derived here, so the contrast checked is the contrast shown. */

export const ON_ACCENT = { light: '#ffffff', dark: '#0c0e13' } as const;

export const DEFAULT_ACCENT = { light: '#b23d1c', dark: '#ef6a47' } as const;

export const AA_TEXT = 4.5;

export type Accents = { light: string; dark: string };

export type Shades = {
  accent: string;
  hover: string;
  soft: string;
  onAccent: string;
};

export function shades(theme: Theme, accent: string): Shades {
  return theme === 'light'
    ? {
        accent,
        hover: mix(accent, '#000000', 0.16),
        soft: mix(BACKGROUNDS.light.surface, accent, 0.12),
        onAccent: ON_ACCENT.light,
      }
    : {
        accent,
        hover: mix(accent, '#ffffff', 0.2),
        soft: mix(BACKGROUNDS.dark.surface, accent, 0.14),
        onAccent: ON_ACCENT.dark,
      };
}

function pairs(theme: Theme, accent: string): { against: string; where: string; ratio: number }[] {
  const s = shades(theme, accent);
  const on = (against: string, where: string) => ({
    against,
    where,
    ratio: contrast(accent, against),
  });
  const list =
    theme === 'light'
      ? [
          on(BACKGROUNDS.light.paper, 'on the light page background'),
          on(BACKGROUNDS.light.surface, 'on light cards'),
          on(s.soft, 'on the tinted tags of light cards'),
        ]
      : [
          on(BACKGROUNDS.dark.paper, 'on the dark page background'),
          on(BACKGROUNDS.dark.surface, 'on dark cards'),
          on(s.soft, 'on the tinted tags of dark cards'),
          ...THEMES.flatMap((band) => [
            on(BACKGROUNDS[band]['ink-950'], `on the ${band} theme's header, hero and footer`),
            on(BACKGROUNDS[band]['ink-900'], `on the cards of the ${band} theme's dark bands`),
          ]),
        ];
  list.push({
    against: s.onAccent,
    where: 'under button text',
    ratio: contrast(accent, s.onAccent),
  });
  return list;
}

const fails = (theme: Theme, accent: string) =>
  pairs(theme, accent).some((pair) => pair.ratio < AA_TEXT);

export function accentProblem(theme: Theme, accent: string): string | undefined {
  if (!fails(theme, accent)) return undefined;
  const failing = pairs(theme, accent).filter((pair) => pair.ratio < AA_TEXT);
  const worst = failing.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  const others = failing.length > 1 ? ` and falls short in ${failing.length - 1} more places` : '';
  const suggestion = nearestPassing(theme, accent);
  return (
    `needs at least ${AA_TEXT}:1 contrast (WCAG AA) wherever the ${theme} theme shows it; ` +
    `${accent} has ${ratioText(worst.ratio)} ${worst.where} (${worst.against})${others}. ` +
    `Choose a ${theme === 'light' ? 'darker' : 'lighter'} shade` +
    (suggestion ? `, such as "${suggestion}", the closest that passes` : '')
  );
}

export function nearestPassing(theme: Theme, accent: string): string | undefined {
  const towards = theme === 'light' ? '#000000' : '#ffffff';
  for (let step = 1; step <= 40; step += 1) {
    const candidate = mix(accent, towards, step / 40);
    if (!fails(theme, candidate)) return candidate;
  }
  return undefined;
}

/** A missing dark accent is the light one lightened just enough (always possible: white passes). */
export function resolveAccents(light?: string, dark?: string): Accents {
  const lightAccent = light ?? DEFAULT_ACCENT.light;
  if (dark) return { light: lightAccent, dark };
  if (!light) return { ...DEFAULT_ACCENT };
  const derived = fails('dark', light) ? nearestPassing('dark', light) : light;
  return { light: lightAccent, dark: derived ?? '#ffffff' };
}

export function accentRule(accents: Accents): string {
  const properties = THEMES.flatMap((theme) => {
    const s = shades(theme, accents[theme]);
    return [
      [`--owner-accent-${theme}`, s.accent],
      [`--owner-accent-${theme}-hover`, s.hover],
      [`--owner-accent-${theme}-soft`, s.soft],
    ];
  });
  return `:root{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
}
