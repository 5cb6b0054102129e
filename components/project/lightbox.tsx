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
import type { ViewerLabels } from '@/lib/i18n/label-types';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Props = {
  images: string[];
  name: string;
  alt: string[];
  labels: ViewerLabels;
  index: number;
  onClose: () => void;
};

export default function Lightbox({ images, name, alt, labels, index, onClose }: Props) {
  return (
    <LightGallery
      dynamic
      dynamicEl={images.map((src, i) => ({
        src,
        thumb: src,
        alt: alt[i] ?? name,
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
      strings={{
        closeGallery: labels.close,
        toggleMaximize: labels.fullscreen,
        previousSlide: labels.previous,
        nextSlide: labels.next,
        download: '',
        playVideo: '',
        mediaLoadingFailed: labels.loadingFailed,
      }}
      zoomPluginStrings={{
        zoomIn: labels.zoomIn,
        zoomOut: labels.zoomOut,
        viewActualSize: labels.actualSize,
      }}
      rotatePluginStrings={{
        rotateLeft: labels.rotateLeft,
        rotateRight: labels.rotateRight,
        flipHorizontal: '',
        flipVertical: '',
      }}
      fullscreenPluginStrings={{ toggleFullscreen: labels.fullscreen }}
      onInit={({ instance }) => {
        // The dialog is named for screen readers, as every dialog must be.
        instance.$container.attr('aria-label', labels.name);
        instance.openGallery(index);
      }}
      onAfterClose={onClose}
    />
  );
}
