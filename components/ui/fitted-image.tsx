import Image from 'next/image';
import type { CSSProperties } from 'react';
import type { FittedPicture } from '@/lib/content/pictures';
import styles from './fitted-image.module.scss';

type Props = {
  picture: FittedPicture;
  alt: string;
  /** The box's `sizes`; scaled down here when the picture takes only part of the box. */
  sizes: string;
  priority?: boolean;
  className?: string;
};

/** "(min-width: 768px) 33vw, 100vw" × 0.5 → "(min-width: 768px) 16.5vw, 50vw" */
export function scaleSizes(sizes: string, factor: number): string {
  if (factor >= 1) return sizes;
  return sizes
    .split(',')
    .map((part) =>
      part.replace(/(\d+(?:\.\d+)?)(px|vw)\s*$/, (_, value: string, unit: string) => {
        const scaled = Math.ceil(Number(value) * factor * 10) / 10;
        return `${scaled}${unit}`;
      }),
    )
    .join(',');
}

// A picture of about the box's shape covers it; another (a phone screenshot, a square) is shown
// whole on a backdrop of its own colour.
export function FittedImage({ picture, alt, sizes, priority = false, className = '' }: Props) {
  const contain = picture.fit === 'contain';
  const style = contain ? ({ '--backdrop': picture.backdrop } as CSSProperties) : undefined;
  return (
    <span className={`${styles.box} ${contain ? styles.whole : ''}`} style={style}>
      <Image
        src={picture.src}
        alt={alt}
        fill
        sizes={scaleSizes(sizes, picture.widthShare)}
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        className={`${styles.image} ${className}`}
      />
    </span>
  );
}
