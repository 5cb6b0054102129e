import Image from 'next/image';
import type { CSSProperties } from 'react';
import { picture } from '@/lib/content/pictures';
import styles from './site-footer.module.scss';

/**
 * A social link's icon, readable on the dark footer whatever colour the owner's file has: a
 * one-tone glyph on a clear ground takes the text colour (as a mask); anything else, a coloured
 * logo or a picture with its own background, sits on a light chip.
 */
export async function SocialIcon({ src }: { src: string }) {
  const found = await picture(src);
  if (found?.monochrome) {
    const style = { '--icon': `url(${JSON.stringify(src)})` } as CSSProperties;
    return <span className={styles.glyph} style={style} aria-hidden="true" />;
  }
  return (
    <span className={styles.chip} aria-hidden="true">
      <Image src={src} alt="" width={16} height={16} unoptimized />
    </span>
  );
}
