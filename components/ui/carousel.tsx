'use client';

import { Children, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { LAYOUT_BREAKPOINTS_PX } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/scroll';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './carousel.module.scss';

type Props = {
  /** Names the carousel for assistive technology, e.g. "Tools I use". */
  label: string;
  /** Slides per view keyed by minimum viewport width: { 0: 2, 480: 3 }. */
  perView: Readonly<Record<number, number>>;
  children: ReactNode;
  autoplay?: boolean;
  pagination?: boolean;
  gap?: number;
  className?: string;
};

/**
 * A looping swiper with real <button> arrows and keyboard support. Before the script runs, CSS
 * lays the slides out at the same widths, so nothing moves when it takes over.
 */
export function Carousel({
  label,
  perView,
  children,
  autoplay,
  pagination,
  gap = 16,
  className,
}: Props) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Autoplay never runs for visitors who ask for reduced motion.
  const canAutoplay = useRef(false);
  const slides = Children.toArray(children);
  const widths = Object.keys(perView)
    .map(Number)
    .sort((a, b) => a - b);
  const breakpoints = Object.fromEntries(widths.map((w) => [w, { slidesPerView: perView[w] }]));
  // The per-view count at each of the stylesheet's breakpoints, for the pre-script layout.
  const cssVars = Object.fromEntries(
    [0, ...LAYOUT_BREAKPOINTS_PX].map((bp) => {
      const applies = widths.filter((w) => w <= bp).at(-1) ?? widths[0] ?? 0;
      return [`--per-view-${bp}`, perView[applies] ?? 1];
    }),
  );

  useEffect(() => {
    canAutoplay.current = !!autoplay && !prefersReducedMotion();
    const swiper = swiperRef.current;
    if (swiper?.autoplay && !canAutoplay.current) swiper.autoplay.stop();
  }, [autoplay]);

  // Autoplay holds still while the pointer or the keyboard focus is on the carousel.
  const held = useRef({ pointer: false, focus: false });
  const hold = (reason: 'pointer' | 'focus', on: boolean) => {
    held.current[reason] = on;
    const player = swiperRef.current?.autoplay;
    if (!player || !canAutoplay.current) return;
    const still = held.current.pointer || held.current.focus;
    if (still && player.running) player.stop();
    else if (!still && !player.running) player.start();
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
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        loop={slides.length > 1}
        spaceBetween={gap}
        slidesPerView={perView[0] ?? 1}
        breakpoints={breakpoints}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group' }}
        autoplay={autoplay ? { delay: 4000, disableOnInteraction: false } : false}
        pagination={pagination ? { clickable: true } : false}
        watchSlidesProgress
        className={styles.swiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous slide"
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next slide"
            onClick={() => swiperRef.current?.slideNext()}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </div>
  );
}
