'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, type ReactNode } from 'react';
import type { ViewerLabels } from '@/lib/i18n/label-types';
import styles from './story-picture.module.scss';

// lightgallery's code and styles load only when a visitor first opens a picture.
const Lightbox = dynamic(() => import('./lightbox'), { ssr: false });

type Props = {
  src: string;
  /** The project's name, under the picture in the viewer. */
  name: string;
  /** The button's name: what opening it shows. */
  label: string;
  alt: string;
  viewer: ViewerLabels;
  children: ReactNode;
};

/** A picture of the story that opens full screen, zoomable, as the gallery's do: text inside a
 * screenshot becomes readable on a phone. Focus comes back to it when the viewer closes. */
export function PictureOpener({ src, name, label, alt, viewer, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.frame}
        data-print="keep"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Lightbox
          images={[src]}
          name={name}
          alt={[alt]}
          labels={viewer}
          index={0}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
