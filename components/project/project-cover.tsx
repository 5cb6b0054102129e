import type { CSSProperties } from 'react';
import { FittedImage } from '@/components/ui/fitted-image';
import { FULL_WIDTH_SIZES } from '@/lib/constants';
import type { FittedPicture } from '@/lib/content/pictures';
import styles from './project-cover.module.scss';

type Props = {
  picture: FittedPicture;
  alt: string;
  /** The box's shape, width over height: the picture's own, within what a page can hold. */
  shape: number;
};

/** A case study's picture at full content width: the page's largest paint, so fetched first. */
export function ProjectCover({ picture, alt, shape }: Props) {
  return (
    <figure className={styles.cover} style={{ '--cover-ratio': shape } as CSSProperties}>
      <FittedImage picture={picture} alt={alt} sizes={FULL_WIDTH_SIZES} priority />
    </figure>
  );
}
