import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTheme, type Local } from '@/lib/content';
import { shownSiteUrl } from '@/lib/settings';
import { mix } from '@/lib/theme/colour';
import { SHARE_FACES } from './fonts';
import { SHARE_SIZE } from './size';

// The site's tokens, as plain values (share images are drawn outside the browser).
const INK = '#0c0e13';
const INK_700 = '#2a2f3d';
const TEXT = '#f4f3ef';
const MUTED = '#aab0bf';

export const shareFonts = () => (fonts ??= readFonts());

const readFonts = () =>
  Promise.all(
    SHARE_FACES.map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), file)),
      weight,
      style: 'normal' as const,
    })),
  );

let fonts: ReturnType<typeof readFonts> | undefined;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** Formats the card renderer cannot read, redrawn as PNG (at the card's picture size, doubled). */
const REDRAWN = new Set(['.webp', '.avif']);

/** Null for remote addresses, other formats or an unreadable file: the card is then typographic. */
export async function publicImage(src: string | undefined): Promise<string | null> {
  if (!src?.startsWith('/')) return null;
  const ext = path.extname(src).toLowerCase();
  if (!MIME[ext] && !REDRAWN.has(ext)) return null;
  try {
    const data = await readFile(
      path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', decodeURIComponent(src)),
    );
    if (!REDRAWN.has(ext)) return `data:${MIME[ext]};base64,${data.toString('base64')}`;
    const { default: sharp } = await import('sharp');
    const png = await sharp(data)
      .resize({ width: 880, height: 760, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

function clamp(text: string, max: number) {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

type Card = {
  eyebrow: string;
  title: string;
  lead?: string;
  chips?: string[];
  picture?: string | null;
  round?: boolean;
};

export async function shareCard(
  local: Local,
  { eyebrow, title, lead, chips = [], picture, round }: Card,
) {
  const host = shownSiteUrl()?.host;
  const { about } = local;
  const initials = `${about.first_name[0] ?? ''}${about.last_name[0] ?? ''}`;
  const titleSize = title.length > 40 ? 60 : title.length > 24 ? 72 : 84;
  const ACCENT = getTheme().accents.dark;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: `radial-gradient(circle at 85% 10%, ${mix(INK, ACCENT, 0.16)} 0%, ${INK} 55%)`,
        color: TEXT,
        fontFamily: 'Inter',
        padding: '64px 72px',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              display: 'flex',
              fontSize: eyebrow.length > 30 ? 21 : 26,
              fontWeight: 600,
              letterSpacing: eyebrow.length > 30 ? 2 : 3,
              textTransform: 'uppercase',
              color: ACCENT,
            }}
          >
            {clamp(eyebrow, 40)}
          </div>
          <div
            style={{
              display: 'flex',
              marginTop: 24,
              fontFamily: 'Space Grotesk',
              fontWeight: 700,
              fontSize: titleSize,
              lineHeight: 1.05,
              letterSpacing: -1.5,
              maxWidth: picture ? 620 : 1000,
            }}
          >
            {clamp(title, 70)}
          </div>
          {lead && (
            <div
              style={{
                display: 'flex',
                marginTop: 28,
                fontSize: 30,
                lineHeight: 1.4,
                color: MUTED,
                maxWidth: picture ? 600 : 960,
              }}
            >
              {clamp(lead, 160)}
            </div>
          )}
          {chips.length > 0 && (
            <div
              style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 32, maxWidth: 620 }}
            >
              {chips.slice(0, 4).map((chip) => (
                <div
                  key={chip}
                  style={{
                    display: 'flex',
                    padding: '8px 18px',
                    borderRadius: 999,
                    border: `2px solid ${INK_700}`,
                    fontSize: 22,
                    color: TEXT,
                  }}
                >
                  {clamp(chip, 24)}
                </div>
              ))}
            </div>
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 52,
              height: 52,
              borderRadius: 14,
              background: ACCENT,
              color: INK,
              fontFamily: 'Space Grotesk',
              fontWeight: 700,
              fontSize: 24,
            }}
          >
            {initials}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 24, fontWeight: 600 }}>{local.ownerName}</div>
            {host && <div style={{ display: 'flex', fontSize: 20, color: MUTED }}>{host}</div>}
          </div>
        </div>
      </div>
      {picture && (
        <div style={{ display: 'flex', alignItems: 'center', marginLeft: 48 }}>
          {round ? (
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
            <img
              src={picture}
              width={380}
              height={380}
              style={{ borderRadius: 999, border: `10px solid ${INK_700}` }}
            />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
            <img
              src={picture}
              width={440}
              height={330}
              style={{ borderRadius: 28, border: `2px solid ${INK_700}`, objectFit: 'cover' }}
            />
          )}
        </div>
      )}
    </div>,
    { ...SHARE_SIZE, fonts: await shareFonts() },
  );
}
