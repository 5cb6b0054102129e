import type { CSSProperties } from 'react';
import { FittedImage } from '@/components/ui/fitted-image';
import { FULL_WIDTH_SIZES } from '@/lib/constants';
import type { FittedPicture } from '@/lib/content/pictures';
import type { ViewerLabels } from '@/lib/i18n/label-types';
import { PictureOpener } from './picture-opener';
import styles from './story-picture.module.scss';

type Props = {
  /** Unique on the page: the caption names the figure through it. */
  id: string;
  picture: FittedPicture;
  /** Its box's shape, width over height: the picture's own, so nothing moves as it loads. */
  shape: number;
  caption?: string;
  /** Its text alternative when no caption says what it shows. */
  alt: string;
  lang?: string;
  /** Opens the picture full screen: the button's name, the project's name, the viewer's labels. */
  open?: { label: string; name: string; viewer: ViewerLabels };
};

/** A picture between two parts of a case study's story, at the page's width, over its caption. */
export function StoryPicture({ id, picture, shape, caption, alt, lang, open }: Props) {
  // A caption says what the picture shows: read once, as the figure's name.
  const image = <FittedImage picture={picture} alt={caption ? '' : alt} sizes={FULL_WIDTH_SIZES} />;
  return (
    <figure
      className={styles.figure}
      style={{ '--picture-ratio': shape } as CSSProperties}
      aria-labelledby={caption ? id : undefined}
    >
      {open ? (
        <PictureOpener src={picture.src} alt={alt} {...open}>
          {image}
        </PictureOpener>
      ) : (
        <span className={styles.frame}>{image}</span>
      )}
      {caption && (
        <figcaption id={id} className={styles.caption} lang={lang}>
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
