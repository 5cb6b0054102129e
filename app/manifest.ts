import type { MetadataRoute } from 'next';
import { contentIn, getTheme } from '@/lib/content';
import { APP_ICONS, appIconPath } from '@/lib/share/app-icon';
import { BACKGROUNDS, THEME_COLOR } from '@/lib/theme/themes';

export default function manifest(): MetadataRoute.Manifest {
  const { default: choice } = getTheme();
  // A manifest cannot follow the device: "system" gets light.
  const theme = choice === 'dark' ? 'dark' : 'light';
  const { ownerName: name, ownerLine, about, description, language, dir } = contentIn();
  return {
    id: '/',
    name: ownerLine,
    // A launcher shows about 12 characters under an icon.
    short_name: [...name].length <= 12 ? name : about.first_name,
    description,
    lang: language,
    dir,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUNDS[theme].paper,
    theme_color: THEME_COLOR[theme],
    icons: APP_ICONS.filter((icon) => icon.purpose === 'any' || icon.purpose === 'maskable').map(
      (icon) => ({
        src: appIconPath(icon),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      }),
    ),
  };
}
