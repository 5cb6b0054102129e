'use client';

import LightGallery from 'lightgallery/react';
import lgFullscreen from 'lightgallery/plugins/fullscreen';
import lgRotate from 'lightgallery/plugins/rotate';
import { LIGHTBOX } from '@/lib/constants';
import BoundedZoom from './bounded-zoom';
import { prefersReducedMotion } from '@/lib/scroll';
import 'lightgallery/css/lightgallery.css';
import 'lightgallery/css/lg-zoom.css';
import 'lightgallery/css/lg-rotate.css';
import 'lightgallery/css/lg-fullscreen.css';
import './lightbox.scss';
import { lightGalleryLicenseKey } from '@/lib/settings/public';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Props = { images: string[]; name: string; index: number; onClose: () => void };

/** The full-screen viewer, opened at the clicked image; loaded on demand by ProjectGallery. */
export default function Lightbox({ images, name, index, onClose }: Props) {
  return (
    <LightGallery
      dynamic
      dynamicEl={images.map((src, i) => ({
        src,
        thumb: src,
        alt: `${name}, image ${i + 1}`,
        subHtml: `<p>${escapeHtml(name)}</p>`,
      }))}
      index={index}
      plugins={[BoundedZoom, lgRotate, lgFullscreen]}
      licenseKey={lightGalleryLicenseKey()}
      speed={prefersReducedMotion() ? 0 : 400}
      mode={prefersReducedMotion() ? 'lg-fade' : 'lg-slide'}
      scale={LIGHTBOX.zoomStep}
      showZoomInOutIcons
      actualSize
      flipHorizontal={false}
      flipVertical={false}
      swipeThreshold={LIGHTBOX.swipeTolerancePx}
      closeOnTap
      escKey
      keyPress
      trapFocus
      download={false}
      counter
      onInit={({ instance }) => {
        // The dialog is named for screen readers, as every dialog must be.
        instance.$container.attr('aria-label', `${name}: image viewer`);
        instance.openGallery(index);
      }}
      onAfterClose={onClose}
    />
  );
}
