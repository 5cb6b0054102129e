'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { Carousel } from '@/components/ui/carousel';
import type { GalleryLabels } from '@/lib/i18n/label-types';
import { FittedImage } from '@/components/ui/fitted-image';
import type { FittedPicture } from '@/lib/content/pictures';
import styles from './project-gallery.module.scss';

// lightgallery's code and styles load only when a visitor first opens an image.
const Lightbox = dynamic(() => import('./lightbox'), { ssr: false });

type Props = {
  name: string;
  images: FittedPicture[];
  labels: GalleryLabels;
  /** The slides' shape, width over height. */
  shape: number;
  /** Slides per view keyed by minimum viewport width: { 0: 1, 640: 2, … }. */
  perView: Readonly<Record<number, number>>;
  /** False when a cover above is the page's largest paint. */
  first?: boolean;
};

/** "(min-width: 1280px) 34vw, …, 100vw": a slide's share of the page at each width. */
export function slideSizes(perView: Readonly<Record<number, number>>): string {
  const widths = Object.keys(perView)
    .map(Number)
    .sort((a, b) => b - a);
  return widths
    .map((width) => {
      const share = `${Math.ceil(100 / (perView[width] ?? 1))}vw`;
      return width > 0 ? `(min-width: ${width}px) ${share}` : share;
    })
    .join(', ');
}

export function ProjectGallery({ name, images, shape, perView, first = true, labels }: Props) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const close = useCallback(() => {
    setOpenAt(null);
    opener.current?.focus();
  }, []);

  if (!images.length) return null;
  return (
    <div style={{ '--slide-ratio': shape } as CSSProperties}>
      <Carousel label={labels.region} arrows={labels.arrows} perView={perView} autoplay pagination>
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
              sizes={slideSizes(perView)}
              priority={first && index === 0}
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
