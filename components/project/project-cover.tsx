import type { CSSProperties } from 'react';
import { FittedImage } from '@/components/ui/fitted-image';
import type { FittedPicture } from '@/lib/content/pictures';
import styles from './project-cover.module.scss';

type Props = {
  picture: FittedPicture;
  alt: string;
  /** The box's shape, width over height: the picture's own, within what a page can hold. */
  shape: number;
};

// The container's widest content box is 1504 px (1600 less the gutters).
const SIZES = '(min-width: 1600px) 1504px, 94vw';

/** A case study's picture at full content width: the page's largest paint, so fetched first. */
export function ProjectCover({ picture, alt, shape }: Props) {
  return (
    <figure className={styles.cover} style={{ '--cover-ratio': shape } as CSSProperties}>
      <FittedImage picture={picture} alt={alt} sizes={SIZES} priority />
    </figure>
  );
}
