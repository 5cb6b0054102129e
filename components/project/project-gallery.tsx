'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { Carousel } from '@/components/ui/carousel';
import type { GalleryLabels } from '@/lib/i18n/label-types';
import { FittedImage } from '@/components/ui/fitted-image';
import type { FittedPicture } from '@/lib/content/pictures';
import { PROJECT_CAROUSEL_BREAKPOINTS } from '@/lib/constants';
import styles from './project-gallery.module.scss';

// lightgallery's code and styles load only when a visitor first opens an image.
const Lightbox = dynamic(() => import('./lightbox'), { ssr: false });

type Props = {
  name: string;
  images: FittedPicture[];
  labels: GalleryLabels;
  /** The slides' shape, width over height. */
  shape: number;
};

const SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function ProjectGallery({ name, images, shape, labels }: Props) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const close = useCallback(() => {
    setOpenAt(null);
    opener.current?.focus();
  }, []);

  if (!images.length) return null;
  return (
    <div style={{ '--slide-ratio': shape } as CSSProperties}>
      <Carousel
        label={labels.region}
        arrows={labels.arrows}
        perView={PROJECT_CAROUSEL_BREAKPOINTS}
        autoplay
        pagination
      >
        {images.map((picture, index) => (
          <button
            key={`${picture.src}-${index}`}
            type="button"
            className={styles.thumb}
            data-print="keep"
            aria-label={labels.open[index]}
            onClick={(event) => {
              opener.current = event.currentTarget;
              setOpenAt(index);
            }}
          >
            <FittedImage
              picture={picture}
              alt={labels.alt[index] ?? name}
              sizes={SIZES}
              priority={index === 0}
              className={styles.image}
            />
          </button>
        ))}
      </Carousel>
      {openAt !== null && (
        <Lightbox
          images={images.map((i) => i.src)}
          name={name}
          alt={labels.alt}
          labels={labels.viewer}
          index={openAt}
          onClose={close}
        />
      )}
    </div>
  );
}
