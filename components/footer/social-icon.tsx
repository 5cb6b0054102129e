import Image from 'next/image';
import type { CSSProperties } from 'react';
import { picture } from '@/lib/content/pictures';
import styles from './site-footer.module.scss';

/** Readable on the dark footer whatever the file's colours: a one-tone glyph becomes a mask. */
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

/** A known network's mark, in the text colour, for a link that gives no icon of its own. */
export function NetworkIcon({ path }: { path: string }) {
  return (
    <svg className={styles.network} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
