import 'server-only';
import { ImageResponse } from 'next/og';
import { contentIn, getTheme } from '@/lib/content';
import { THEME_COLOR } from '@/lib/theme/themes';
import { publicImage, shareFonts } from './card';

/** Maskable keeps the picture inside every launcher's circle; iOS's home screen needs it opaque.
 * The tab's icon is drawn small: browsers fetch it with every first visit, where an owner's large
 * picture would compete with the page's own. */
export const APP_ICONS = [
  { file: '192.png', size: 192, purpose: 'any' },
  { file: '512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
  { file: 'favicon.png', size: 48, purpose: 'tab' },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

export const appIconPath = (icon: AppIcon) => `/icons/${icon.file}`;

const iconFor = (purpose: AppIcon['purpose']) => APP_ICONS.find((i) => i.purpose === purpose)!;

/** The tab's icon: a vector or .ico favicon as the owner gave it, which is small; any other picture
 * of this site, or none, drawn at 48 px (the owner's initials without one). A remote one as given. */
export function tabIcon(favicon: string | undefined): string {
  if (favicon && (!favicon.startsWith('/') || /\.(svg|ico)$/i.test(favicon))) return favicon;
  return appIconPath(iconFor('tab'));
}

export const appleIconPath = () => appIconPath(iconFor('apple'));

/** The picture's share of the tile: a maskable icon's safe zone is the central 80% circle. */
const SCALE = { any: 1, tab: 1, maskable: 0.68, apple: 0.78 } as const;
const TRANSPARENT = new Set<AppIcon['purpose']>(['any', 'tab']);

export async function appIcon(icon: AppIcon): Promise<Response> {
  const drawn = await draw(icon);
  // The renderer's PNG is unoptimised and browsers fetch icons early: a logo has few colours.
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(await drawn.arrayBuffer()))
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

async function draw({ size, purpose }: AppIcon) {
  const { about } = contentIn();
  const picture = await publicImage(about.fav ?? about.icon);
  const ink = THEME_COLOR.light;
  const side = Math.round(size * (picture ? SCALE[purpose] : 1));
  const initials = `${[...about.first_name][0] ?? ''}${[...about.last_name][0] ?? ''}`;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: TRANSPARENT.has(purpose) ? 'transparent' : ink,
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page
        <img src={picture} width={side} height={side} style={{ objectFit: 'contain' }} alt="" />
      ) : (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: size,
            height: size,
            borderRadius: TRANSPARENT.has(purpose) ? size * 0.22 : 0,
            background: ink,
            color: getTheme().accents.dark,
            fontFamily: 'Space Grotesk',
            fontWeight: 700,
            fontSize: size * (purpose === 'maskable' ? 0.3 : 0.4),
          }}
        >
          {initials}
        </div>
      )}
    </div>,
    { width: size, height: size, fonts: await shareFonts() },
  );
}
