'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useCallback, useRef, useState } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { PROJECT_CAROUSEL_BREAKPOINTS } from '@/lib/constants';
import styles from './project-gallery.module.scss';

// lightgallery's code and styles load only when a visitor first opens an image.
const Lightbox = dynamic(() => import('./lightbox'), { ssr: false });

type Props = { name: string; images: string[] };

const SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function ProjectGallery({ name, images }: Props) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  const close = useCallback(() => {
    setOpenAt(null);
    opener.current?.focus();
  }, []);

  if (!images.length) return null;
  return (
    <>
      <Carousel
        label={`${name}: images`}
        perView={PROJECT_CAROUSEL_BREAKPOINTS}
        autoplay
        pagination
      >
        {images.map((src, index) => (
          <button
            key={`${src}-${index}`}
            type="button"
            className={styles.thumb}
            aria-label={`Open image ${index + 1} of ${images.length} full screen`}
            onClick={(event) => {
              opener.current = event.currentTarget;
              setOpenAt(index);
            }}
          >
            <Image
              src={src}
              alt={`${name}, image ${index + 1}`}
              fill
              sizes={SIZES}
              preload={index === 0}
              fetchPriority={index === 0 ? 'high' : undefined}
              className={styles.image}
            />
          </button>
        ))}
      </Carousel>
      {openAt !== null && <Lightbox images={images} name={name} index={openAt} onClose={close} />}
    </>
  );
}
