'use client';

import {
  Children,
  useCallback,
  useEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { LAYOUT_BREAKPOINTS_PX } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/scroll';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './carousel.module.scss';
import type { CarouselArrows } from '@/lib/i18n/label-types';

/** Lets the browser handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const WAKE_MARGIN = '400px 0px';

type Props = {
  label: string;
  arrows: CarouselArrows;
  /** Slides per view keyed by minimum viewport width: { 0: 2, 480: 3 }. */
  perView: Readonly<Record<number, number>>;
  children: ReactNode;
  autoplay?: boolean;
  pagination?: boolean;
  gap?: number;
  className?: string;
};

// Server-rendered in swiper's own markup, laid out by CSS at swiper's widths, so nothing moves when
// swiper takes over. Its code stays out of the first load: fetched near the viewport or on an arrow.
export function Carousel({
  label,
  arrows,
  perView,
  children,
  autoplay,
  pagination,
  gap = 16,
  className,
}: Props) {
  const frameRef = useRef<HTMLDivElement | null>(null);
  const paginationRef = useRef<HTMLDivElement | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const starting = useRef<Promise<SwiperInstance | null> | null>(null);
  const canAutoplay = useRef(false);
  const slides = Children.toArray(children);
  const loop = slides.length > 1;
  const widths = Object.keys(perView)
    .map(Number)
    .sort((a, b) => a - b);
  // For the layout before swiper starts.
  const cssVars = Object.fromEntries(
    [0, ...LAYOUT_BREAKPOINTS_PX].map((bp) => {
      const applies = widths.filter((w) => w <= bp).at(-1) ?? widths[0] ?? 0;
      return [`--per-view-${bp}`, perView[applies] ?? 1];
    }),
  );

  const start = useCallback((): Promise<SwiperInstance | null> => {
    starting.current ??= (async () => {
      const { Swiper, A11y, Autoplay, Keyboard, Pagination } = await import('./swiper-parts');
      // Evaluating swiper, making the instance and starting it each get a task of their own.
      await nextTask();
      const frame = frameRef.current;
      if (!frame) return null;
      canAutoplay.current = !!autoplay && !prefersReducedMotion();
      const breakpoints = Object.fromEntries(
        Object.entries(perView).map(([width, count]) => [width, { slidesPerView: count }]),
      );
      const options: SwiperOptions = {
        modules: [A11y, Autoplay, Keyboard, Pagination],
        loop,
        spaceBetween: gap,
        slidesPerView: perView[0] ?? 1,
        breakpoints,
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: {
          enabled: true,
          slideRole: 'group',
          prevSlideMessage: arrows.previous,
          nextSlideMessage: arrows.next,
          firstSlideMessage: arrows.first,
          lastSlideMessage: arrows.last,
          paginationBulletMessage: arrows.goTo,
          slideLabelMessage: arrows.slide,
        },
        autoplay: canAutoplay.current ? { delay: 4000, disableOnInteraction: false } : false,
        pagination:
          pagination && paginationRef.current
            ? { el: paginationRef.current, clickable: true }
            : false,
        watchSlidesProgress: true,
        centerInsufficientSlides: true,
        init: false,
      };
      const swiper = new Swiper(frame, options);
      const showLocked = () =>
        frame.parentElement?.setAttribute('data-locked', String(swiper.isLocked));
      swiper.on('lock', showLocked);
      swiper.on('unlock', showLocked);
      await nextTask();
      if (swiper.destroyed || !frame.isConnected) return null;
      swiper.init();
      swiperRef.current = swiper;
      showLocked();
      // The pointer or focus may already be on the carousel.
      applyHold();
      return swiper;
    })();
    return starting.current;
  }, [autoplay, pagination, loop, gap, perView, arrows]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: WAKE_MARGIN },
    );
    observer.observe(frame);
    return () => {
      observer.disconnect();
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
      starting.current = null;
    };
  }, [start]);

  const slideBy = async (direction: 'prev' | 'next') => {
    const swiper = await start();
    if (direction === 'prev') swiper?.slidePrev();
    else swiper?.slideNext();
  };

  const held = useRef({ pointer: false, focus: false });
  function applyHold() {
    const player = swiperRef.current?.autoplay;
    if (!player || !canAutoplay.current) return;
    const still = held.current.pointer || held.current.focus;
    if (still && player.running) player.stop();
    else if (!still && !player.running) player.start();
  }
  const hold = (reason: 'pointer' | 'focus', on: boolean) => {
    held.current[reason] = on;
    applyHold();
  };

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ ...cssVars, '--gap': `${gap}px` } as CSSProperties}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) hold('focus', false);
      }}
    >
      <div ref={frameRef} className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={index} className={`swiper-slide ${styles.slide}`}>
              {slide}
            </div>
          ))}
        </div>
        {pagination && <div ref={paginationRef} className="swiper-pagination" />}
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={arrows.previous}
            onClick={() => void slideBy('prev')}
          >
            <span aria-hidden="true" data-flip>
              ←
            </span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={arrows.next}
            onClick={() => void slideBy('next')}
          >
            <span aria-hidden="true" data-flip>
              →
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
