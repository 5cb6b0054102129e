import lgZoom from 'lightgallery/plugins/zoom';
import { LIGHTBOX } from '@/lib/constants';

type Query = {
  off(event: string): Query;
  on(event: string, fn: () => void): Query;
  addClass(name: string): Query;
  removeClass(name: string): Query;
  attr(name: string, value: string): Query;
  removeAttr(name: string): Query;
};
type Core = { index: number; outer: Query; getElementById(id: string): Query };

const round = (value: number) => Math.round(value * 100) / 100;

export const boundZoom = (scale: number) =>
  Math.min(LIGHTBOX.maxZoom, Math.max(LIGHTBOX.minZoom, round(scale)));

/** Holds the spec's LIGHTBOX zoom limits by button, pinch or "actual size"; stock stops at 1×. */
export default class BoundedZoom extends lgZoom {
  private get lg(): Core {
    return (this as unknown as { core: Core }).core;
  }

  init() {
    super.init();
    const zoomOut = this.lg.getElementById('lg-zoom-out');
    zoomOut.off('click.lg');
    zoomOut.on('click.lg', () => {
      if (!this.isImageSlide(this.lg.index)) return;
      const scale = boundZoom(this.scale - LIGHTBOX.zoomStep);
      this.beginZoom(scale);
      this.zoomImage(scale, scale - this.scale, true, false);
    });
  }

  setZoomStyles(style: { x: number; y: number; scale: number }) {
    super.setZoomStyles(style);
    const mark = (control: string, at: string, reached: boolean) => {
      const button = this.lg.getElementById(control);
      if (reached) {
        this.lg.outer.addClass(at);
        button.attr('aria-disabled', 'true');
      } else {
        this.lg.outer.removeClass(at);
        button.removeAttr('aria-disabled');
      }
    };
    mark('lg-zoom-in', 'lg-zoom-at-max', style.scale >= LIGHTBOX.maxZoom);
    mark('lg-zoom-out', 'lg-zoom-at-min', style.scale <= LIGHTBOX.minZoom);
  }

  zoomIn() {
    if (!this.isImageSlide(this.lg.index)) return;
    const scale = boundZoom(this.scale + LIGHTBOX.zoomStep);
    this.beginZoom(scale);
    this.zoomImage(scale, scale - this.scale, true, false);
  }

  zoomImage(scale: number, scaleDiff: number, reposition: boolean, resetToMax: boolean) {
    const bounded = boundZoom(scale);
    if (bounded <= 1) {
      // At or below 1× the image simply shrinks in place, centred.
      if (bounded === this.scale) return;
      this.setZoomStyles({ x: 0, y: 0, scale: bounded });
      this.left = 0;
      this.top = 0;
      return;
    }
    super.zoomImage(bounded, round(scaleDiff - (scale - bounded)), reposition, resetToMax);
  }
}
